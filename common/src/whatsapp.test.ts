import { describe, expect, it } from 'vitest';
import { MSG, fill } from './messages.js';
import { MessageTemplateInput, WhatsAppCredentialsEditInput, WhatsAppCredentialsInput } from './schemas/whatsapp.js';
import { fillTemplate, placeholdersOf, templateBodyProblem } from './whatsapp.js';

const problems = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

const GOOD = { providerCompanyId: 'WA-1', userId: 'shop', password: 'secret-1', whatsAppNumber: '9820012345' };

describe('WhatsApp credentials', () => {
  it('answers Required for each blank field', () => {
    expect(
      problems(
        WhatsAppCredentialsInput.safeParse({ providerCompanyId: ' ', userId: '', password: '', whatsAppNumber: '' }),
      ),
    ).toEqual([
      ['providerCompanyId', MSG.required],
      ['userId', MSG.required],
      ['whatsAppNumber', MSG.required],
      ['password', MSG.required],
    ]);
  });

  it('takes exactly ten digits as the number', () => {
    for (const n of ['982001234', '98200123456', '+919820012345', '98200 12345', 'abcdefghij'])
      expect(problems(WhatsAppCredentialsInput.safeParse({ ...GOOD, whatsAppNumber: n })), n).toEqual([
        ['whatsAppNumber', MSG.whatsAppNumberInvalid],
      ]);
    expect(WhatsAppCredentialsInput.parse({ ...GOOD, whatsAppNumber: ' 9820012345 ' }).whatsAppNumber).toBe(
      '9820012345',
    );
  });

  it('keeps the password as typed, and lets an edit leave it blank', () => {
    expect(WhatsAppCredentialsInput.parse({ ...GOOD, password: ' pass ' }).password).toBe(' pass ');
    expect(WhatsAppCredentialsEditInput.parse({ ...GOOD, password: '' }).password).toBe('');
  });
});

describe('message templates', () => {
  it('answers Required for a blank name or body and trims the body', () => {
    expect(problems(MessageTemplateInput.safeParse({ templateName: '', messageBody: '  ' }))).toEqual([
      ['templateName', MSG.required],
      ['messageBody', MSG.required],
    ]);
    expect(MessageTemplateInput.parse({ templateName: ' A ', messageBody: '\n Hi {orderId} \n' })).toEqual({
      templateName: 'A',
      messageBody: 'Hi {orderId}',
    });
  });

  it('refuses unknown placeholders, and an ndr message without its link', () => {
    expect(templateBodyProblem('Hi {name}', null)).toBe(
      fill(MSG.templatePlaceholderUnknown, {
        placeholder: '{name}',
        allowed: '{customerName}, {orderId}, {awb}, {reason}, {link}',
      }),
    );
    expect(templateBodyProblem('Hi {}', null)).toContain('{}');
    expect(templateBodyProblem('Order {orderId}', 'NDR_MSG')).toBe(MSG.templateLinkMissing);
    expect(templateBodyProblem('Order {orderId}: {link}', 'NDR_MSG')).toBeNull();
    expect(templateBodyProblem('Order {orderId}', null)).toBeNull();
  });

  it('fills each placeholder, every time it appears', () => {
    const body = 'Hi {customerName}, order {orderId} ({reason}): {link}. {orderId} again; {toString}';
    expect(placeholdersOf(body)).toEqual(['customerName', 'orderId', 'reason', 'link', 'toString']);
    expect(
      fillTemplate(body, {
        customerName: 'Asha',
        orderId: 'CPN-1',
        reason: 'Bad Weather conditions',
        link: 'https://x.in/r/t',
      }),
    ).toBe('Hi Asha, order CPN-1 (Bad Weather conditions): https://x.in/r/t. CPN-1 again; {toString}');
    // A value holding braces is not filled again.
    expect(fillTemplate('{customerName} {orderId}', { customerName: '{orderId}', orderId: '7' })).toBe('{orderId} 7');
  });
});
