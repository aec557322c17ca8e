/**
 * The demo world, with fixed IDs so each service can seed its own schema and still
 * agree with the others without reading their tables.
 */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_COMPANIES = {
  chai: '00000000-0000-4000-8000-00000000c001',
  threads: '00000000-0000-4000-8000-00000000c002',
  hub: '00000000-0000-4000-8000-00000000c003',
} as const;

export const DEMO_WAREHOUSES = {
  delhi: '00000000-0000-4000-8000-00000000a001',
  mumbai: '00000000-0000-4000-8000-00000000a002',
  bengaluru: '00000000-0000-4000-8000-00000000a003',
} as const;

/** What OMS needs to know of the demo warehouses (it never reads WMS's tables). */
export const DEMO_PICKUPS = {
  [DEMO_WAREHOUSES.delhi]: { pincode: '110020', state: 'Delhi', city: 'New Delhi' },
  [DEMO_WAREHOUSES.mumbai]: { pincode: '421302', state: 'Maharashtra', city: 'Bhiwandi' },
} as const;

export const DEMO_ACCOUNTS = [
  { login: 'seller@demo.in', who: 'Seller, Chai Point Naturals' },
  { login: 'seller2@demo.in', who: 'Seller, Bombay Threads' },
  { login: 'warehouse@demo.in', who: 'Warehouse operator, Swift Fulfilment Hub' },
  { login: 'admin@demo.in', who: 'Super admin (username admin)' },
  { login: 'subadmin@demo.in', who: 'Sub-admin, Ops' },
] as const;
