/** A D2R salesman, as GET /salesman lists them. */
export interface SalesmanRecord {
  id: string;
  firstName: string;
  lastName: string | null;
  phone: string;
}
