/** A company's shipping package as OMS answers it: sides in cm, weight in grams. */
export interface ShippingPackageRecord {
  id: string;
  companyId: string;
  name: string;
  code: string;
  packageLength: number;
  packageWidth: number;
  packageHeight: number;
  packageWeight: number;
  /** The one package whose measurements orders without their own take. */
  default: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
