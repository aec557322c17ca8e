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

/** The Delhi warehouse as WMS keeps it, and as D2R's demo beats leave from it. */
export const DEMO_DELHI_WAREHOUSE = { name: 'Okhla Micro-WH', lat: 28.5355, lng: 77.2713 } as const;

/** The demo's super admin (admin@demo.in), who planned the demo's beats. */
export const DEMO_ADMIN_USER = '00000000-0000-4000-8000-00000000b004';

/**
 * Lightning around the Okhla micro warehouse: two clusters of south Delhi pincodes, their
 * drivers on the vehicles such a hub runs, and the cluster owner who runs both.
 */
export const DEMO_LIGHTNING = {
  clusters: [
    {
      id: '00000000-0000-4000-8000-00000000e001',
      name: 'C1' as const,
      pocName: 'Vikram Malhotra',
      pocPhone: '9811200001',
      addressLine1: 'B-42, Okhla Industrial Area',
      addressLine2: 'Phase II',
      pincode: '110020',
      pincodes: ['110020', '110019', '110025', '110065', '110044'],
    },
    {
      id: '00000000-0000-4000-8000-00000000e002',
      name: 'C2' as const,
      pocName: 'Sana Qureshi',
      pocPhone: '9811200002',
      addressLine1: 'Plot 7, Saket District Centre',
      addressLine2: 'Press Enclave Marg',
      pincode: '110017',
      pincodes: ['110017', '110030', '110062', '110016', '110049'],
    },
  ],
  drivers: [
    {
      id: '00000000-0000-4000-8000-00000000d001',
      name: 'Ramesh Yadav',
      phone: '9871100001',
      vehicleType: 'Bike',
      cluster: 0,
    },
    {
      id: '00000000-0000-4000-8000-00000000d002',
      name: 'Sunil Kumar',
      phone: '9871100002',
      vehicleType: 'Scooter',
      cluster: 0,
    },
    {
      id: '00000000-0000-4000-8000-00000000d003',
      name: 'Imran Khan',
      phone: '9871100003',
      vehicleType: 'E_Rickshaw',
      cluster: 0,
    },
    {
      id: '00000000-0000-4000-8000-00000000d004',
      name: 'Pawan Singh',
      phone: '9871100004',
      vehicleType: 'Bike',
      cluster: 1,
    },
    {
      id: '00000000-0000-4000-8000-00000000d005',
      name: 'Deepak Chauhan',
      phone: '9871100005',
      vehicleType: 'Mahindra_Jeeto',
      cluster: 1,
    },
    {
      id: '00000000-0000-4000-8000-00000000d006',
      name: 'Manoj Tiwari',
      phone: '9871100006',
      vehicleType: 'Bike',
      cluster: null,
    },
  ] as const,
  owner: {
    id: '00000000-0000-4000-8000-00000000b006',
    name: 'Kavita Sharma',
    email: 'owner@demo.in',
    phone: '9860000006',
  },
} as const;

/** Chai Point's invoicing details with UMS: what its tax invoices and credit notes name it by. */
export const DEMO_CHAI_INVOICING = {
  legalName: 'Chai Point Naturals Pvt Ltd',
  gstin: '07AABCC1234D1ZD',
  pan: 'AABCC1234D',
  addressLine1: '14 Lodhi Road',
  addressLine2: 'Pragati Vihar',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110003',
  invoicePrefix: 'CPN',
} as const;

/**
 * Chai Point's field team in Delhi NCR. Each salesman calls on the retailers of two areas and
 * collects their invoices; one has left, and is switched off. The promoters count the brand's
 * stock in shops. All sign in at the phone page with their phone and a texted code.
 */
export const DEMO_D2R = {
  salesmen: [
    {
      id: '00000000-0000-4000-8000-000000005a01',
      firstName: 'Rajesh',
      lastName: 'Kumar',
      phone: '9718400001',
      active: true,
      joinedDaysAgo: 400,
      clusters: ['Gurgaon', 'Faridabad'],
    },
    {
      id: '00000000-0000-4000-8000-000000005a02',
      firstName: 'Amit',
      lastName: 'Chauhan',
      phone: '9718400002',
      active: true,
      joinedDaysAgo: 350,
      clusters: ['East Delhi', 'Ghaziabad'],
    },
    {
      id: '00000000-0000-4000-8000-000000005a03',
      firstName: 'Sandeep',
      lastName: 'Yadav',
      phone: '9718400003',
      active: true,
      joinedDaysAgo: 300,
      clusters: ['West Delhi', 'Central Delhi'],
    },
    {
      id: '00000000-0000-4000-8000-000000005a04',
      firstName: 'Vikas',
      lastName: 'Rawat',
      phone: '9718400004',
      active: true,
      joinedDaysAgo: 250,
      clusters: ['North Delhi', 'South Delhi'],
    },
    {
      id: '00000000-0000-4000-8000-000000005a05',
      firstName: 'Mohammed',
      lastName: 'Irfan',
      phone: '9718400005',
      active: true,
      joinedDaysAgo: 200,
      clusters: ['Noida', 'Greater Noida'],
    },
    {
      id: '00000000-0000-4000-8000-000000005a06',
      firstName: 'Gaurav',
      lastName: 'Bhatia',
      phone: '9718400006',
      active: false,
      joinedDaysAgo: 380,
      clusters: [],
    },
  ],
  promoters: [
    {
      id: '00000000-0000-4000-8000-000000005b01',
      firstName: 'Pooja',
      lastName: 'Saini',
      phone: '8527300001',
      active: true,
      joinedDaysAgo: 180,
    },
    {
      id: '00000000-0000-4000-8000-000000005b02',
      firstName: 'Anjali',
      lastName: 'Mishra',
      phone: '8527300002',
      active: true,
      joinedDaysAgo: 150,
    },
    {
      id: '00000000-0000-4000-8000-000000005b03',
      firstName: 'Ritu',
      lastName: 'Negi',
      phone: '8527300003',
      active: true,
      joinedDaysAgo: 90,
    },
  ],
  /** Rupees off each SKU at the Okhla store, as retailers buy it (catalogue pricing). */
  discounts: {
    'CHAI-MSL-250': 20,
    'CHAI-CTC-500': 25,
    'CHAI-DJF-100': 50,
    'CHAI-KHW-100': 30,
    'CHAI-GLG-200': 25,
    'CHAI-GFT-BOX': 100,
  } as Record<string, number>,
} as const;

/** The salesman who calls on an area's retailers (the one who left calls on none). */
export const demoSalesmanOf = (cluster: string) =>
  DEMO_D2R.salesmen.find((s) => s.active && (s.clusters as readonly string[]).includes(cluster));

export const DEMO_ACCOUNTS = [
  { login: 'seller@demo.in', who: 'Seller, Chai Point Naturals' },
  { login: 'seller2@demo.in', who: 'Seller, Bombay Threads' },
  { login: 'warehouse@demo.in', who: 'Warehouse operator, Swift Fulfilment Hub' },
  { login: 'admin@demo.in', who: 'Super admin (username admin)' },
  { login: 'subadmin@demo.in', who: 'Sub-admin, Ops' },
  { login: 'owner@demo.in', who: 'Cluster owner, Lightning C1 and C2 at Okhla' },
] as const;

export interface DemoProduct {
  title: string;
  sku: string;
  price: number;
  category: string;
  hsnCode: string;
  /** Grams. */
  weight: number;
  /** WSIN → units of it in one product; a product with several is a bundle. */
  wsins: Record<string, number>;
}

/**
 * Each demo seller's catalogue, mapped to warehouse SKUs (WSINs). OMS's demo orders use
 * the same SKUs; WMS seeds the products, WSINs and opening stock.
 */
export const DEMO_CATALOGUES: Record<string, DemoProduct[]> = {
  [DEMO_COMPANIES.chai]: [
    {
      title: 'Masala Chai 250g',
      sku: 'CHAI-MSL-250',
      price: 249,
      category: 'Tea',
      hsnCode: '09024020',
      weight: 280,
      wsins: { 'WS-CPN-MSL250': 1 },
    },
    {
      title: 'Assam CTC 500g',
      sku: 'CHAI-CTC-500',
      price: 299,
      category: 'Tea',
      hsnCode: '09024020',
      weight: 540,
      wsins: { 'WS-CPN-CTC500': 1 },
    },
    {
      title: 'Darjeeling First Flush 100g',
      sku: 'CHAI-DJF-100',
      price: 549,
      category: 'Tea',
      hsnCode: '09023020',
      weight: 130,
      wsins: { 'WS-CPN-DJF100': 1 },
    },
    {
      title: 'Kashmiri Kahwa 100g',
      sku: 'CHAI-KHW-100',
      price: 399,
      category: 'Tea',
      hsnCode: '09021010',
      weight: 130,
      wsins: { 'WS-CPN-KHW100': 1 },
    },
    {
      title: 'Ginger Lemongrass 200g',
      sku: 'CHAI-GLG-200',
      price: 329,
      category: 'Herbal',
      hsnCode: '12119099',
      weight: 230,
      wsins: { 'WS-CPN-GLG200': 1 },
    },
    {
      title: 'Cardamom Chai Gift Box',
      sku: 'CHAI-GFT-BOX',
      price: 899,
      category: 'Gift',
      hsnCode: '09024020',
      weight: 900,
      wsins: { 'WS-CPN-MSL250': 2, 'WS-CPN-GFTBOX': 1 },
    },
  ],
  [DEMO_COMPANIES.threads]: [
    {
      title: 'Cotton Kurta Indigo M',
      sku: 'KRT-IND-M',
      price: 1299,
      category: 'Kurta',
      hsnCode: '62114290',
      weight: 350,
      wsins: { 'WS-BTH-KRTM': 1 },
    },
    {
      title: 'Cotton Kurta Indigo L',
      sku: 'KRT-IND-L',
      price: 1299,
      category: 'Kurta',
      hsnCode: '62114290',
      weight: 380,
      wsins: { 'WS-BTH-KRTL': 1 },
    },
    {
      title: 'Linen Shirt White M',
      sku: 'SHT-LIN-WH-M',
      price: 1799,
      category: 'Shirt',
      hsnCode: '62052000',
      weight: 300,
      wsins: { 'WS-BTH-SHTM': 1 },
    },
    {
      title: 'Block Print Dupatta',
      sku: 'DPT-BLK-01',
      price: 699,
      category: 'Dupatta',
      hsnCode: '62149090',
      weight: 200,
      wsins: { 'WS-BTH-DPT01': 1 },
    },
    {
      title: 'Chanderi Saree Rose',
      sku: 'SAR-CHN-RS',
      price: 3499,
      category: 'Saree',
      hsnCode: '50072010',
      weight: 650,
      wsins: { 'WS-BTH-SARRS': 1 },
    },
    {
      title: 'Jute Tote Bag',
      sku: 'BAG-JUT-01',
      price: 449,
      category: 'Bags',
      hsnCode: '42022290',
      weight: 250,
      wsins: {},
    },
  ],
};

/**
 * The demo products orders may name: those mapped to WSINs. The one left unmapped shows the
 * catalogue's "Not Generated" state, and an order for it is refused as it would be for a seller.
 */
export const stockedDemoProducts = (companyId: string) =>
  (DEMO_CATALOGUES[companyId] ?? []).filter((p) => Object.keys(p.wsins).length > 0);

/** WSIN names for the demo catalogues' warehouse SKUs. */
export const DEMO_WSIN_NAMES: Record<string, string> = {
  'WS-CPN-MSL250': 'Masala Chai 250g pouch',
  'WS-CPN-CTC500': 'Assam CTC 500g pouch',
  'WS-CPN-DJF100': 'Darjeeling FF 100g tin',
  'WS-CPN-KHW100': 'Kahwa 100g tin',
  'WS-CPN-GLG200': 'Ginger Lemongrass 200g pouch',
  'WS-CPN-GFTBOX': 'Gift box, cardamom, empty',
  'WS-BTH-KRTM': 'Kurta Indigo M, folded',
  'WS-BTH-KRTL': 'Kurta Indigo L, folded',
  'WS-BTH-SHTM': 'Linen shirt white M',
  'WS-BTH-DPT01': 'Dupatta block print',
  'WS-BTH-SARRS': 'Chanderi saree rose, boxed',
};

/**
 * Each demo seller's Shopify store. The partner sandbox plays these shops (with these tokens
 * and a few recent orders of the seller's catalogue), and UMS seeds them as connected, so
 * syncing, and an order added to the sandbox shop, reach the seller's orders.
 */
export const DEMO_SHOPIFY_STORES = [
  {
    companyId: DEMO_COMPANIES.chai,
    shop: 'chai-point-naturals.myshopify.com',
    token: 'shpat_demo_chai_point_naturals',
  },
  { companyId: DEMO_COMPANIES.threads, shop: 'bombay-threads.myshopify.com', token: 'shpat_demo_bombay_threads' },
] as const;
