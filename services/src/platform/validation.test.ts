import { describe, expect, it } from 'vitest';
import { MSG, phoneRule, text } from '@parcelo/common';
import { ServiceError } from './envelope.js';
import { listBody, pageOf, parse, z } from './validation.js';

describe('parse', () => {
  const Body = z.object({ name: text('Name'), phone: text('Phone', [phoneRule]) });

  it('answers the first problem with its field, the shared message and the code it carries', () => {
    const err = (() => {
      try {
        parse(Body, { name: 'A', phone: '0123456789' });
      } catch (e) {
        return e as ServiceError;
      }
    })();
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ httpStatus: 400, message: MSG.phoneFirstDigit, field: 'phone', code: 'INVALID' });
    expect(() => parse(Body, { phone: '9876543210' })).toThrow('Name is required');
    expect(() => parse(Body, { name: '  ', phone: '9876543210' })).toThrow('Name is required');
    expect(() => parse(Body, { name: 'A' })).toThrow(
      expect.objectContaining({ message: MSG.phoneRequired, code: 'REQUIRED' }),
    );
  });

  it('reads the list body with defaults and offsets', () => {
    const List = listBody({ searchValue: z.string() }, ['createdAt', 'name'] as const);
    const defaults = parse(List, {});
    expect(pageOf(defaults)).toEqual({ limit: 10, offset: 0, order: 'desc' });
    expect(
      pageOf(parse(List, { pagination: { records: 50, pageNumber: 3 }, sortBy: { by: 'name', order: 'ASC' } })),
    ).toEqual({ limit: 50, offset: 100, order: 'asc' });
    expect(pageOf(parse(List, { pagination: { records: 50, pageNumber: 1, offset: 7 } })).offset).toBe(7);
    expect(() => parse(List, { pagination: { records: 301 } })).toThrow();
  });
});
