import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { WebhookCreateInput, WebhookIdsInput } from './schemas/webhooks.js';
import { webhookUrlProblem } from './webhooks.js';

describe('webhook URL rule', () => {
  it('takes public https addresses', () => {
    for (const url of [
      'https://hooks.chaipoint.in/parcelo/orders',
      'https://api.bombaythreads.in/webhooks/parcelo?source=parcelo',
      'https://8.8.8.8/hook',
      'https://[2606:4700:4700::1111]/hook',
    ])
      expect(webhookUrlProblem(url), url).toBeNull();
  });

  it('refuses what is not https on the standard port', () => {
    expect(webhookUrlProblem('http://hooks.chaipoint.in/x')).toBe(MSG.webhookUrlHttps);
    expect(webhookUrlProblem('ftp://hooks.chaipoint.in/x')).toBe(MSG.webhookUrlHttps);
    expect(webhookUrlProblem('https://hooks.chaipoint.in:8443/x')).toBe(MSG.webhookUrlPort);
    expect(webhookUrlProblem('not a url')).toBe(MSG.urlInvalid);
    expect(webhookUrlProblem('')).toBe(MSG.webhookUrlRequired);
  });

  it('refuses credentials in the address', () => {
    expect(webhookUrlProblem('https://user:pass@hooks.chaipoint.in/x')).toBe(MSG.webhookUrlCredentials);
    expect(webhookUrlProblem('https://user@hooks.chaipoint.in/x')).toBe(MSG.webhookUrlCredentials);
  });

  it('refuses private, loopback, link-local and local names in any spelling', () => {
    for (const url of [
      'https://127.0.0.1/x',
      'https://127.1/x',
      'https://0x7f000001/x',
      'https://2130706433/x',
      'https://10.0.0.5/x',
      'https://192.168.1.1/x',
      'https://172.16.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      // IPv4 of our own network dressed as IPv6: compatible, mapped, NAT64, 6to4, Teredo.
      'https://[::127.0.0.1]/x',
      'https://[::169.254.169.254]/latest/meta-data',
      'https://[::7f00:1]/x',
      'https://[::ffff:7f00:1]/x',
      'https://[0:0:0:0:0:ffff:a9fe:a9fe]/x',
      'https://[64:ff9b::7f00:1]/x',
      'https://[64:ff9b::10.0.0.1]/x',
      'https://[2002:a9fe:a9fe::]/x',
      'https://[2002:c0a8:101::1]/x',
      'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/x',
      'https://localhost/x',
      'https://api.localhost/x',
      'https://printer.local/x',
      'https://intranet/x',
      'https://db.internal/x',
    ])
      expect(webhookUrlProblem(url), url).toBe(MSG.webhookUrlPublic);
  });

  it('bounds the length', () => {
    expect(webhookUrlProblem(`https://hooks.chaipoint.in/${'a'.repeat(2000)}`)).toMatch(/2000/);
  });

  it('parses the create input with messages', () => {
    expect(WebhookCreateInput.parse({ webhookUrl: ' https://a.example.in/h ', eventType: 'omsStatus/update' })).toEqual(
      { webhookUrl: 'https://a.example.in/h', eventType: 'omsStatus/update' },
    );
    const bad = WebhookCreateInput.safeParse({ webhookUrl: 'https://a.example.in', eventType: 'x' });
    expect(bad.error?.issues[0]?.message).toBe(MSG.webhookEventType);
    expect(WebhookIdsInput.safeParse({ webhookIds: [] }).error?.issues[0]?.message).toBe(MSG.webhooksSelectFirst);
  });
});
