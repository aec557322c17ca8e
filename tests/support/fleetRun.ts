/**
 * A fleet (scripts/fleet.ts) for a test file: its lines kept rather than printed, the last of
 * them shown when a test fails, and every exit the fleet did not cause noted for the test to
 * check.
 */
import { onTestFailed } from 'vitest';
import { startFleet, type Fleet } from '../../scripts/fleet.js';

/** The fleet tests' public port; everything else moves with it (docs/fleet.md). */
export const FLEET_PORT = '7800';
/**
 * Connections each process may hold: the fleet's own default (8) has its ten processes take 80
 * of PostgreSQL's default 100, which the other suites' stacks share during a whole run.
 */
const POOL_SIZE = '4';
/** Lines kept for a failure's report. */
const KEEP_LINES = 400;

export interface TestFleet {
  fleet: Fleet;
  /** Processes that exited without the fleet ending them: name and how. */
  unexpectedExits: string[];
  /** The fleet's and its processes' lines so far, newest last. */
  lines: string[];
  /** Each process's id now, to show later that none was started again. */
  pids(): Record<string, number | undefined>;
  /** Shows the fleet's last lines if the test running now fails. */
  reportOnFailure(): void;
}

/**
 * Starts the fleet on the given servers (the rest of the environment is this process's) and
 * public port, without building the web app.
 */
export async function startTestFleet(
  servers: { DATABASE_URL?: string; REDIS_URL?: string },
  port = FLEET_PORT,
): Promise<TestFleet> {
  const lines: string[] = [];
  const unexpectedExits: string[] = [];
  const fleet = await startFleet({
    env: {
      ...process.env,
      ...servers,
      PORT: port,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || POOL_SIZE,
    },
    buildWeb: false,
    log: (line) => {
      lines.push(line);
      if (lines.length > KEEP_LINES) lines.splice(0, lines.length - KEEP_LINES);
    },
    onUnexpectedExit: (name, code, signal) => unexpectedExits.push(`${name} (${signal ?? `code ${code}`})`),
  }).catch((err: unknown) => {
    console.error(lines.join('\n'));
    throw err;
  });
  return {
    fleet,
    unexpectedExits,
    lines,
    pids: () => Object.fromEntries(fleet.processes.map((p) => [p.name, p.pid])),
    reportOnFailure: () => onTestFailed(() => console.error(`The fleet's last lines:\n${lines.join('\n')}`)),
  };
}
