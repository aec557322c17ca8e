import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { compile } from './instance.js';
import type { RoutingProblem, RoutingSolution, SolveOptions } from './types.js';
import type { FromWorker, ToWorker } from './workerThread.js';

/**
 * Starts the thread that runs workerThread. From TypeScript sources (the services run under
 * tsx, the tests under vitest) the new thread has no TypeScript loader of its own on Node 20,
 * so a small script registers tsx's loader there before importing the thread's module.
 */
export function startThread(
  data: unknown,
  transfer: ArrayBuffer[],
  module: 'workerThread' | 'pointsThread' = 'workerThread',
  resourceLimits?: ResourceLimits,
): Worker {
  const here = import.meta.url;
  const settings = { workerData: data, transferList: transfer, ...(resourceLimits ? { resourceLimits } : {}) };
  if (!here.endsWith('.ts')) return new Worker(new URL(`./${module}.js`, here), settings);
  const tsx = createRequire(here).resolve('tsx/package.json');
  const loader = pathToFileURL(tsx.replace(/package\.json$/, 'dist/esm/api/index.mjs')).href;
  const entry = new URL(`./${module}.ts`, here).href;
  const script = `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(script, { eval: true, ...settings });
}

/**
 * Plans routes in a worker thread, so a solve of seconds never holds up the event loop that
 * serves requests. Same problem, same options: the same routes as solve() in the calling
 * thread. `onProgress` hears the share done, 0..1. A distance function is called here, in the
 * calling thread, to build the matrix the worker receives (functions cannot cross threads).
 */
export async function solveInWorker(
  problem: RoutingProblem,
  options: Omit<SolveOptions, 'onProgress'> = {},
  onProgress?: (fraction: number) => void,
): Promise<RoutingSolution> {
  const inst = compile(problem);
  const { seed, iterations, timeLimitMs } = options;
  const worker = startThread({ inst, options: { seed, iterations, timeLimitMs } } satisfies ToWorker, [
    inst.dist.buffer as ArrayBuffer,
    inst.demand.buffer as ArrayBuffer,
  ]);
  return new Promise<RoutingSolution>((resolve, reject) => {
    let settled = false;
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'progress') onProgress?.(message.fraction);
      else {
        settled = true;
        resolve(message.solution);
        void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`routing worker stopped (exit code ${code}) before it answered`));
    });
  });
}
