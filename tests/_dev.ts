// Dev only (not committed): the whole stack on free ports with PGlite in memory and the demo data.
import { startTestStack } from './support/stack.js';
const stack = await startTestStack();
console.log(`BFF ${stack.bffUrl}`);
process.on('SIGTERM', () => void stack.close().then(() => process.exit(0)));
