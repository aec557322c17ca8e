import type { TestProject } from 'vitest/node';
import { startFleetStack } from './fleetStack.js';
import { startTestStack } from './stack.js';
import { topUpDemoStock } from './stock.js';

declare module 'vitest' {
  export interface ProvidedContext {
    bffUrl: string;
    serviceUrls: Record<string, string>;
    sandboxUrl: string;
  }
}

const STALL_MS = 2_000;

let watching: NodeJS.Timeout | undefined;

/**
 * Says when this process (which runs every project's services, BFF and embedded database)
 * stops answering for seconds: a browser test timing out then is the machine, not the page.
 */
function reportStalls() {
  if (watching) return;
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - last > STALL_MS + 1_000)
      console.error(
        `The test stacks' process did not run for ${now - last - 1_000} ms before ${new Date(now).toISOString()}`,
      );
    last = now;
  }, 1_000);
  timer.unref();
  watching = timer;
}

export default async function setup(project: TestProject) {
  // E2E_FLEET=1: the browser tests against the product as a fleet of processes behind nginx, as
  // production runs it. The integration tests keep their own stack: they start stacks of their own
  // beside it and read services directly.
  if (process.env.E2E_FLEET === '1' && project.name === 'e2e') {
    const fleet = await startFleetStack();
    try {
      await topUpDemoStock(fleet.bffUrl);
    } catch (err) {
      await fleet.close();
      throw err;
    }
    project.provide('bffUrl', fleet.bffUrl);
    project.provide('serviceUrls', fleet.serviceUrls);
    project.provide('sandboxUrl', fleet.sandboxUrl);
    return () => fleet.close();
  }
  reportStalls();
  const stack = await startTestStack();
  await topUpDemoStock(stack.bffUrl);
  project.provide('bffUrl', stack.bffUrl);
  project.provide('serviceUrls', { ...stack.services.urls });
  project.provide('sandboxUrl', stack.sandboxUrl);
  return () => stack.close();
}
