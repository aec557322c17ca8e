import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

export function loggerOptions(name: string): LoggerOptions {
  return {
    name,
    level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-internal-key"]', '*.password'],
  };
}

export const createLogger = (name: string): Logger => pino(loggerOptions(name));
