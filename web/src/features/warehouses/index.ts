// What other features may use of warehouses; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { WAREHOUSE_SORTS, WarehousesTab } from './WarehousesTab';
export { readWarehouseOption, useWarehouseOptions, warehouseOptionLabel } from './useWarehouseOptions';
export { MicroWarehouseActions } from './MicroWarehouseActions';
export { WarehouseCreateDialog } from './WarehouseCreateDialog';
