import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { DEFAULT_TIME_LIMIT_MS, solveInstance } from './engine.js';
import type { Instance } from './instance.js';
import type { RoutingSolution, SolveOptions } from './types.js';

/** The inside of solveInWorker's thread: one solve, its progress, then the answer. */

export interface ToWorker {
  inst: Instance;
  options: Omit<SolveOptions, 'onProgress'>;
}

export type FromWorker = { type: 'progress'; fraction: number } | { type: 'done'; solution: RoutingSolution };

if (!isMainThread && parentPort) {
  const port = parentPort;
  const { inst, options } = workerData as ToWorker;
  const send = (message: FromWorker) => port.postMessage(message);
  const solution = solveInstance(inst, {
    seed: options.seed,
    iterations: options.iterations,
    deadline: performance.now() + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS),
    onProgress: (fraction) => send({ type: 'progress', fraction }),
  });
  send({ type: 'done', solution });
}
