import { maskEmail, maskPhone } from '@parcelo/common';
import { config, type Config, type Logger } from '../../platform/index.js';
import type { Channel } from '../db.js';
import type { WhatsAppAccount } from '../whatsapp/records.js';

export interface OutgoingMessage {
  id: string;
  channel: Channel;
  to: string;
  template: string;
  body: string;
  /** The company's own WhatsApp account a WhatsApp message goes from; SMS and e-mail go from the product's. */
  account?: WhatsAppAccount | null;
}

/**
 * Delivers a message on one channel. SMS and WhatsApp gateways implement this and are
 * chosen per channel with NMS_SMS_PROVIDER / NMS_WHATSAPP_PROVIDER / NMS_EMAIL_PROVIDER.
 */
export interface NotificationProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

/**
 * The default, so development needs no gateway. In development every message is printed as a
 * plain `[sms] to …` line on stdout, whatever the log level and whether or not a terminal is
 * attached (under nohup, a service manager or CI too), since that is where sign-up codes and
 * NDR links are read. In production the text, which may hold a one-time code, is never
 * printed: only who it went to, masked, and which template.
 */
export class ConsoleProvider implements NotificationProvider {
  readonly name = 'console';
  constructor(
    private readonly log: Logger,
    /** Where the plain lines go; null prints none (production, and the test suites). */
    private readonly out: Pick<NodeJS.WritableStream, 'write'> | null,
  ) {}
  async send(message: OutgoingMessage) {
    if (this.out) {
      const from = message.account ? ` from ${message.account.whatsAppNumber}` : '';
      this.out.write(`[${message.channel}]${from} to ${message.to}: ${message.body}\n`);
    } else {
      const to = message.channel === 'email' ? maskEmail(message.to) : maskPhone(message.to);
      this.log.info({ to, channel: message.channel, template: message.template }, 'message handed to the console');
    }
    return { providerMessageId: `console-${message.id}` };
  }
}

/** Where the console provider prints: stdout in development, nowhere in production or under the test suites. */
export const consoleOutput = (
  settings: Pick<Config, 'production' | 'testing'>,
  stdout: Pick<NodeJS.WritableStream, 'write'> = process.stdout,
) => (settings.production || settings.testing ? null : stdout);

export function providerFor(channel: Channel, log: Logger): NotificationProvider {
  const configured = config().notificationProviders[channel];
  if (configured === 'console') return new ConsoleProvider(log, consoleOutput(config()));
  throw new Error(`Unknown ${channel} provider "${configured}"`);
}
