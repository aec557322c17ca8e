/** The list body. `offset` lets a cursor land between pages. */
export interface ListRequest<W> {
  where?: W;
  pagination: { records: number; pageNumber: number; offset?: number };
  sortBy?: { by: string; order: 'ASC' | 'DESC' };
}
