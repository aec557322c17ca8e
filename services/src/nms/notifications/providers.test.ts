import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../platform/index.js';
import { ConsoleProvider, consoleOutput } from './providers.js';

const message = {
  id: 'n1',
  channel: 'sms' as const,
  to: '9876543210',
  template: 'OTP_VERIFY',
  body: '123456 is your Parcelo verification code.',
};

describe('the console provider', () => {
  it('prints every message in development, whatever the log level or terminal', async () => {
    const lines: string[] = [];
    const out = { write: (line: string) => lines.push(line) > 0 };
    const stdout = consoleOutput({ production: false, testing: false }, out);
    const log = { info: vi.fn() } as unknown as Logger;
    await new ConsoleProvider(log, stdout).send(message);
    expect(lines).toEqual(['[sms] to 9876543210: 123456 is your Parcelo verification code.\n']);
  });

  it("prints a WhatsApp message with the company's number it goes from, never its password", async () => {
    const lines: string[] = [];
    const out = { write: (line: string) => lines.push(line) > 0 };
    const account = {
      providerCompanyId: 'CPN-WA',
      userId: 'cpn',
      password: 'Wa#Secret1',
      whatsAppNumber: '9820012345',
    };
    await new ConsoleProvider({ info: vi.fn() } as unknown as Logger, out).send({
      ...message,
      channel: 'whatsapp',
      template: 'NDR_MSG',
      body: 'Hi Asha, order CPN-1 could not be delivered.',
      account,
    });
    expect(lines).toEqual(['[whatsapp] from 9820012345 to 9876543210: Hi Asha, order CPN-1 could not be delivered.\n']);
  });

  it('never prints the text or the full number in production', async () => {
    const out = { write: vi.fn() };
    const info = vi.fn();
    expect(consoleOutput({ production: true, testing: false }, out)).toBeNull();
    await new ConsoleProvider({ info } as unknown as Logger, null).send(message);
    expect(out.write).not.toHaveBeenCalled();
    expect(JSON.stringify(info.mock.calls)).not.toMatch(/123456|9876543210/);
    expect(info.mock.calls[0]![0]).toMatchObject({ to: '******3210', template: 'OTP_VERIFY' });
  });
});
