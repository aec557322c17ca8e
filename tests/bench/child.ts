/**
 * The bench's server processes and the parent's handle on them: each tells its addresses
 * once started, answers `cpu` with its own process.cpuUsage(), and stops when the parent
 * disconnects.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The V8 flags `npm start` gives the server (its heap ceiling), so the bench measures the same process. */
const START_FLAGS =
  (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }
  ).scripts.start.match(/--max-[\w-]+=\d+/g) ?? [];

type Message = { ready: Record<string, unknown> } | { cpu: NodeJS.CpuUsage };

/** In the child: report `ready`, then serve CPU readings until the parent goes. */
export function serve(ready: Record<string, unknown>, close: () => Promise<void>) {
  process.on('message', (m: { cpu?: true }) => {
    if (m.cpu) process.send!({ cpu: process.cpuUsage() } satisfies Message);
  });
  // A close that fails ends the child all the same, through Node's unhandled-rejection exit.
  process.once('disconnect', () => void close().then(() => process.exit(0)));
  process.send!({ ready } satisfies Message);
}

export interface Child<T> {
  process: ChildProcess;
  ready: T;
  /** CPU time the child has spent so far, in ms (user + system). */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

/** In the parent: start a bench process and wait for it to report `ready`. */
export async function start<T>(script: string, env: NodeJS.ProcessEnv): Promise<Child<T>> {
  // BENCH_PROFILE=<folder> has each bench process write a CPU profile there as it stops (Chrome DevTools reads it).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = fork(new URL(script, import.meta.url).pathname, {
    execArgv: [...START_FLAGS, ...profile, '--import', 'tsx'],
    env,
  });
  const ready = await new Promise<T>((resolve, reject) => {
    const onMessage = (m: Message) => {
      if ('ready' in m) {
        child.off('message', onMessage);
        resolve(m.ready as T);
      }
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it started`)));
  });
  return {
    process: child,
    ready,
    cpuMs: () =>
      new Promise((resolve) => {
        const onMessage = (m: Message) => {
          if ('cpu' in m) {
            child.off('message', onMessage);
            resolve((m.cpu.user + m.cpu.system) / 1000);
          }
        };
        child.on('message', onMessage);
        child.send({ cpu: true });
      }),
    async stop() {
      child.disconnect();
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
