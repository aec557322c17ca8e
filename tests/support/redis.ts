import { Redis } from 'ioredis';

/** The machine's Redis for tests that run several processes' worth of BFFs and services. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Fails at once, with Redis's own error, when it is not reachable. */
export async function requireRedis(url = TEST_REDIS_URL): Promise<void> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await probe.connect();
  await probe.quit();
}

/** A Redis of the test's own, on a free port, to kill and bring back mid-test (the machine's is shared). */
export interface OwnRedis {
  url: string;
  /** Kills it at once (SIGKILL), as a crash or a lost host would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const { spawn } = await import('node:child_process');
  const { createServer } = await import('node:net');
  const port = await new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
  const url = `redis://127.0.0.1:${port}`;
  let child: ReturnType<typeof spawn> | null = null;
  const own: OwnRedis = {
    url,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; ; i += 1) {
        // One try per probe: a probe left reconnecting by itself would outlive the test.
        const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
        probe.on('error', () => {});
        try {
          await probe.connect();
          await probe.quit();
          return;
        } catch (err) {
          probe.disconnect();
          if (i > 50) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
  await own.start();
  return own;
}

/** A TCP relay to a Redis, to cut one process's connection while others keep theirs. */
export interface RedisRelay {
  url: string;
  /** Drops every connection through it and refuses new ones. */
  cut(): Promise<void>;
  /** Takes connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function relayTo(redisUrl: string): Promise<RedisRelay> {
  const { createServer, connect } = await import('node:net');
  const target = new URL(redisUrl);
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  const relay: RedisRelay = {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    async restore() {
      await listen(port);
    },
    async close() {
      if (server.listening) await relay.cut();
    },
  };
  return relay;
}
