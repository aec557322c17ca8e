import { pino, type Logger, type LoggerOptions } from 'pino';
import { config } from './config.js';

export type { Logger };

export function loggerOptions(name: string): LoggerOptions {
  return {
    name,
    level: config().logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-internal-key"]', '*.password'],
  };
}

export const createLogger = (name: string): Logger => pino(loggerOptions(name));
