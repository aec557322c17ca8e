import type { TestProject } from 'vitest/node';
import { startTestStack } from './stack.js';
import { topUpDemoStock } from './stock.js';

declare module 'vitest' {
  export interface ProvidedContext {
    bffUrl: string;
    serviceUrls: Record<string, string>;
    sandboxUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startTestStack();
  await topUpDemoStock(stack.bffUrl);
  project.provide('bffUrl', stack.bffUrl);
  project.provide('serviceUrls', { ...stack.services.urls });
  project.provide('sandboxUrl', stack.sandboxUrl);
  return () => stack.close();
}
