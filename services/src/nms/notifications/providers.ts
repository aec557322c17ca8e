import { config, type Logger } from '../../platform/index.js';
import type { Channel } from '../db.js';

export interface OutgoingMessage {
  id: string;
  channel: Channel;
  to: string;
  template: string;
  body: string;
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
 * The default, so development needs no gateway: the message goes to the log, and to the
 * terminal as a plain line when one is attached (that is where `npm start` shows OTPs).
 */
export class ConsoleProvider implements NotificationProvider {
  readonly name = 'console';
  constructor(
    private readonly log: Logger,
    private readonly terminal: NodeJS.WriteStream | null = process.stdout.isTTY ? process.stdout : null,
  ) {}
  async send(message: OutgoingMessage) {
    const line = `[${message.channel}] to ${message.to}: ${message.body}`;
    this.log.info({ to: message.to, channel: message.channel, template: message.template }, line);
    this.terminal?.write(`${line}\n`);
    return { providerMessageId: `console-${message.id}` };
  }
}

export function providerFor(channel: Channel, log: Logger): NotificationProvider {
  const configured = config().notificationProviders[channel];
  if (configured === 'console') return new ConsoleProvider(log);
  throw new Error(`Unknown ${channel} provider "${configured}"`);
}
