import type { WarehouseType } from '../../__generated__/WarehouseCard_warehouse.graphql';

/** The warehouse types as the product names them (micro, central, pseudo), for display. */
export function warehouseTypeLabel(type: WarehouseType): string {
  switch (type) {
    case 'MICRO':
      return 'Micro';
    case 'CENTRAL':
      return 'Central';
    case 'PSEUDO':
      return 'Pseudo';
    default:
      return type;
  }
}
