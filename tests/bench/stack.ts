/**
 * The product's process for `npm run bench`: services and BFF together, as `npm start`
 * runs them, on free ports against BENCH_DATABASE_URL. Run apart from the load generator
 * so the memory figures are the server's alone.
 */
import { startServices } from '@parcelo/services/stack';
import { seedScaleOrders } from '../../services/src/oms/seed.js';
import { seedScaleInventory } from '../../services/src/wms/seed.js';
import { startBff } from '../../bff/src/server.js';
import { serve } from './child.js';

const databaseUrl = process.env.BENCH_DATABASE_URL!;
const orders = Number(process.env.BENCH_ORDERS);
const stockRows = Number(process.env.BENCH_STOCK_ROWS);

const services = await startServices({ port: () => 0, seed: true, databaseOptions: { databaseUrl } });
console.log(`Scale orders: ensuring ${orders.toLocaleString('en-IN')} for seller@demo.in…`);
await seedScaleOrders(services.database.forSchema('oms'), orders, (line) => console.log(line));
console.log(`Scale stock: ensuring ${stockRows.toLocaleString('en-IN')} rows for seller@demo.in…`);
await seedScaleInventory(services.database.forSchema('wms'), stockRows, (line) => console.log(line));
const bff = await startBff({ urls: services.urls, port: 0 });

serve({ urls: services.urls, bffUrl: bff.url }, async () => {
  await bff.close();
  await services.close();
});
