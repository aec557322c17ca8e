import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { CreateOrderInput, OrderWeightInput } from './schemas/orders.js';
import { InvoicingInput } from './schemas/companies.js';
import { BULK_CATALOGUES } from './bulk.js';
import {
  check,
  unsavableTextPath,
  jsonNestedDeeperThan,
  valueNestedDeeperThan,
  classifyLogin,
  dimensionRule,
  emailRule,
  gstinCheckChar,
  gstinPanRule,
  gstinRule,
  loginRule,
  minNumberRule,
  panRule,
  passwordRule,
  phoneRule,
  pincodeRule,
  requiredRule,
  skuRule,
  weightRule,
  wholeNumberRule,
} from './validation.js';

describe('phone rule', () => {
  it.each([
    ['', MSG.phoneRequired],
    ['   ', MSG.phoneRequired],
    ['98765', MSG.phoneInvalid],
    ['98765432101', MSG.phoneInvalid],
    ['98765abcde', MSG.phoneInvalid],
    ['0876543210', MSG.phoneFirstDigit],
    ['9876543210', null],
    ['1234567890', null],
  ])('%j → %j', (input, expected) => expect(phoneRule(input)).toBe(expected));
});

describe('login', () => {
  it('classifies emails, phones and usernames', () => {
    expect(classifyLogin('a@b.in')).toBe('email');
    expect(classifyLogin('9876543210')).toBe('phone');
    expect(classifyLogin('+919876543210')).toBe('phone');
    expect(classifyLogin('admin')).toBe('username');
  });
  it('applies the phone messages to all-digit logins only', () => {
    expect(loginRule('')).toBe(MSG.loginRequired);
    expect(loginRule('123')).toBe(MSG.phoneInvalid);
    expect(loginRule('+910123456789')).toBe(MSG.phoneFirstDigit);
    expect(loginRule('+919876543210')).toBeNull();
    expect(loginRule('admin')).toBeNull();
    expect(loginRule('not@valid')).toBe(MSG.emailInvalid);
  });
});

describe('other rules', () => {
  it('checks passwords, emails, pincodes, GSTIN and PAN', () => {
    expect(passwordRule('')).toBe(MSG.passwordRequired);
    expect(passwordRule('abcdefgh')).toBe(MSG.passwordWeak);
    expect(passwordRule('abcd1234')).toBeNull();
    expect(emailRule('')).toBe('Email is required');
    expect(emailRule('x@y.in')).toBeNull();
    expect(pincodeRule('11000')).toBe(MSG.invalidPincode);
    expect(pincodeRule('110001')).toBeNull();
    expect(gstinRule('07aabcc1234d1zd')).toBeNull();
    expect(gstinRule('07AABCC1234D1X5')).toBe(MSG.gstinInvalid);
    expect(panRule('AABCC1234D')).toBeNull();
    expect(panRule('AABC1234D')).toBe(MSG.panInvalid);
  });

  it('checks a GSTIN’s check character with the mod-36 algorithm, and its PAN', () => {
    for (const valid of ['07AABCT1234D1ZW', '29AAKCS4321M1ZX', '07AABCC1234D1ZD', ' 27aaffb5678k1zz ']) {
      expect(gstinRule(valid)).toBeNull();
    }
    expect(gstinCheckChar('07AABCT1234D1Z')).toBe('W');
    expect(gstinCheckChar('29AAKCS4321M1Z')).toBe('X');
    // Every other last character is a typing mistake the format alone lets through.
    const wrong = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => c !== 'W');
    expect(wrong.map((c) => gstinRule(`07AABCT1234D1Z${c}`))).toEqual(wrong.map(() => MSG.gstinChecksum));
    // Two neighbouring characters swapped change the check character too.
    expect(gstinRule('07AABCT1243D1ZW')).toBe(MSG.gstinChecksum);
    expect(gstinRule('07AABCT1234D1Z')).toBe(MSG.gstinInvalid);

    expect(gstinPanRule('07AABCT1234D1ZW', 'aabct1234d')).toBeNull();
    expect(gstinPanRule('07AABCT1234D1ZW', 'AABCT1234E')).toBe(MSG.gstinPanMismatch);
  });

  it('reports the first failing rule per field', () => {
    expect(check({ name: '', phone: '12' }, { name: [requiredRule('Name')], phone: [phoneRule] })).toEqual({
      name: 'Name is required',
      phone: MSG.phoneInvalid,
    });
  });
});

describe('order form rules', () => {
  it('rejects SKUs with parentheses or spaces', () => {
    const rule = skuRule('SKU');
    expect(rule('CHAI-MSL-250')).toBeNull();
    expect(rule('CHAI MSL')).toBe('Please provide valid SKU');
    expect(rule('CHAI(250)')).toBe('Please provide valid SKU');
    expect(rule(' CHAI-1 ')).toBeNull();
  });

  it('wants whole quantities of at least 1', () => {
    const rule = wholeNumberRule(1);
    expect(rule('1')).toBeNull();
    expect(rule('0')).toBe(MSG.quantityMin);
    expect(rule('1.5')).toBe('Please enter a whole number');
    expect(rule('two')).toBe('Please enter a valid number');
    expect(rule('')).toBeNull();
  });

  it('wants unit prices of at least 0', () => {
    const rule = minNumberRule(0);
    expect(rule('0')).toBeNull();
    expect(rule('249.50')).toBeNull();
    expect(rule('-1')).toBe('Value should not be less than 0');
  });

  it('wants weights and dimensions above 0', () => {
    expect(weightRule('0.5')).toBeNull();
    expect(weightRule('0')).toBe(MSG.weightPositive);
    expect(dimensionRule('Length')('0')).toBe('Length must be more than 0');
    expect(dimensionRule('Length')('12.5')).toBeNull();
  });

  it('bounds dimensions and sheet numbers to what their columns hold', () => {
    expect(dimensionRule('Length')(`0.${'0'.repeat(320)}5`)).toBe('Value should not be less than 0.01');
    expect(dimensionRule('Length')('9'.repeat(40))).toBe('Value should not be more than 10000');
    expect(dimensionRule('Length')('0.01')).toBeNull();
    const product = { length: 5e-324, breadth: 10, height: 10 };
    expect(CreateOrderInput.shape.dimensions.safeParse(product).error?.issues[0]?.message).toBe(
      'Value should not be less than 0.01',
    );
    expect(BULK_CATALOGUES.rules.price('1e3')).toBe(
      'Price must be an amount in rupees with at most 2 decimals, e.g. 1,250.50',
    );
    expect(BULK_CATALOGUES.rules.price('5e-324')).toBe(
      'Price must be an amount in rupees with at most 2 decimals, e.g. 1,250.50',
    );
    expect(BULK_CATALOGUES.rules.price('9'.repeat(12))).toBe('Price must be at most ₹1,00,00,00,000.00');
    expect(BULK_CATALOGUES.rules.price('1,299.50')).toBeNull();
    expect(BULK_CATALOGUES.rules.weight('9'.repeat(20))).toBe('Value should not be more than 1000000');
  });

  it('states the weight limit and the stored precision', () => {
    expect(weightRule('99999')).toBe('Value should not be more than 1000');
    expect(weightRule('1000')).toBeNull();
    expect(weightRule('1.2345')).toBe('Weight can have at most 3 decimal places');
    expect(weightRule('1.235')).toBeNull();
    for (const weight of ['99999', 99999]) {
      expect(OrderWeightInput.safeParse({ weight }).error?.issues[0]?.message).toBe(
        'Value should not be more than 1000',
      );
    }
    expect(OrderWeightInput.safeParse({ weight: '1.2345' }).error?.issues[0]?.message).toBe(
      'Weight can have at most 3 decimal places',
    );
    expect(OrderWeightInput.parse({ weight: '999.999' })).toEqual({ weight: 999.999 });
  });
});

describe('text no field can store', () => {
  it('finds a NUL or half a surrogate pair at any depth, by its dotted path', () => {
    expect(unsavableTextPath({ a: 'fine', b: [{ c: 'x\u0000y' }] })).toBe('b.0.c');
    expect(unsavableTextPath({ name: 'Ravi\ud800' })).toBe('name');
    expect(unsavableTextPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(unsavableTextPath('\udc00')).toBe('');
    // A whole pair is text (an emoji), and bytes are not looked into.
    expect(unsavableTextPath({ note: 'chai ☕ 😀', file: Buffer.from([0, 0xd8]) })).toBeNull();
    expect(unsavableTextPath(null)).toBeNull();
  });

  it('walks a hostile nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsavableTextPath(deep)).toBe(Array(100_000).fill(0).join('.'));
    expect(unsavableTextPath({ a: ['ok', { b: deep }] })).toMatch(/^a\.1\.b\.0\.0/);
  });
});

describe('invoicing details', () => {
  it('answer each missing field’s message, never a failure of the GSTIN and PAN check', () => {
    for (const given of [{}, { gstin: '27AAPFU0939F1ZV' }, { pan: 'AAPFU0939F' }]) {
      expect(InvoicingInput.safeParse(given).error?.issues[0]).toMatchObject({
        path: ['legalName'],
        message: 'Legal name is required',
      });
    }
  });
});

describe('how deep a JSON text nests', () => {
  it('counts lists and objects, not brackets inside strings', () => {
    expect(jsonNestedDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(jsonNestedDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":"[[[[[[\\"[[[[["}', 1)).toBe(false);
    expect(jsonNestedDeeperThan('['.repeat(20_000) + ']'.repeat(20_000))).toBe(true);
    expect(jsonNestedDeeperThan('[]'.repeat(20_000))).toBe(false);
  });

  it('counts a parsed value the same way', () => {
    expect(valueNestedDeeperThan({ a: { b: [{}] } }, 4)).toBe(false);
    expect(valueNestedDeeperThan({ a: { b: [{}] } }, 3)).toBe(true);
    expect(valueNestedDeeperThan('text', 0)).toBe(false);
    expect(valueNestedDeeperThan(JSON.parse('['.repeat(20_000) + ']'.repeat(20_000)))).toBe(true);
  });
});
