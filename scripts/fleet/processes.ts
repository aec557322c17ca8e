/** The fleet's child processes: started, watched, their lines prefixed, stopped. */
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FleetProcessSpec } from './layout.js';

/** Ten processes compile and start at once on a small machine. */
export const READY_WITHIN_MS = 180_000;
/** A process still closing after this long is killed. */
const STOP_WITHIN_MS = 15_000;

export type Log = (line: string) => void;
export type OnUnexpectedExit = (name: string, code: number | null, signal: NodeJS.Signals | null) => void;

export interface FleetProcess {
  /** `oms-1`, `ums`, `bff-2`, … */
  readonly name: string;
  /** Where the process itself listens (nginx is in front of the doubled ones). */
  readonly url: string;
  readonly pid: number | undefined;
  readonly running: boolean;
}

/** Each line a stream prints, with the process's name before it. */
function prefixLines(stream: Readable | null, name: string, log: Log) {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => log(`${name.padEnd(9)}| ${line}`));
}

/** A child process of the fleet, started again by `start` after an exit. */
export class Managed implements FleetProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  /** The fleet is ending it: its exit is no news. */
  private expected = false;

  constructor(
    readonly name: string,
    readonly url: string,
    private readonly launch: () => ChildProcess,
    private readonly log: Log,
    private readonly onUnexpectedExit: OnUnexpectedExit | undefined,
  ) {}

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  start() {
    this.expected = false;
    const child = this.launch();
    this.child = child;
    prefixLines(child.stdout, this.name, this.log);
    prefixLines(child.stderr, this.name, this.log);
    this.exited = new Promise((resolve) => {
      child.once('error', (err) => this.log(`${this.name.padEnd(9)}| could not start: ${err.message}`));
      child.once('exit', (code, signal) => {
        if (!this.expected) {
          this.log(`${this.name} exited unexpectedly (${signal ?? `code ${code}`}); it is not restarted`);
          this.onUnexpectedExit?.(this.name, code, signal);
        }
        resolve();
      });
    });
    return child;
  }

  /** Sends `signal` and waits for the exit; one still running after STOP_WITHIN_MS is killed with what it started. */
  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    if (!this.running) return;
    this.expected = true;
    this.child!.kill(signal);
    const timer = sleep(STOP_WITHIN_MS, 'late' as const, { ref: false });
    if ((await Promise.race([this.exited, timer])) === 'late') {
      this.log(`${this.name} did not stop within ${STOP_WITHIN_MS / 1000} s: killed`);
      this.killGroup();
      await this.exited;
    }
  }

  /** Kills the process and anything it started (its own process group), at once. */
  killGroup() {
    const pid = this.child?.pid;
    if (!pid || !this.running) return;
    this.expected = true;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }

  exit() {
    return this.exited;
  }

  /** A process that is meant to end by itself (the preparation). */
  expectExit() {
    this.expected = true;
  }
}

/** Waits until a process answers its health route; fails when it exits first or takes too long. */
export async function ready(p: Managed, spec: FleetProcessSpec, deadline: number) {
  const url = `${p.url}${spec.health}`;
  for (;;) {
    if (!p.running) throw new Error(`${p.name} exited before it was ready`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${p.name} did not answer ${url} within ${READY_WITHIN_MS / 1000} s`);
    await sleep(250);
  }
}
