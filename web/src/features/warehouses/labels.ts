import type { WarehouseType } from '../../__generated__/WarehouseCard_companyWarehouse.graphql';

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

type RequestStatus = 'PENDING' | 'FULFILLED' | 'DECLINED' | '%future added value';

/** A Micro-WH request's status as the seller reads it. */
export function requestStatusLabel(status: RequestStatus): string {
  switch (status) {
    case 'PENDING':
      return 'Pending';
    case 'FULFILLED':
      return 'Fulfilled';
    case 'DECLINED':
      return 'Declined';
    default:
      return status;
  }
}

export const requestStatusColour = (status: RequestStatus) =>
  status === 'FULFILLED' ? 'green' : status === 'DECLINED' ? 'red' : 'orange';
