export type {
  CompanyWarehouseRecord as CompanyWarehouse,
  WarehouseRequestRecord as WarehouseRequest,
} from '@parcelo/common';
