import { MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { ApiError, describeError, usableResponse } from './environment';

/** The error the app shows for a response body with no usable data. */
function refusalOf(body: Parameters<typeof usableResponse>[0]): ApiError {
  try {
    usableResponse(body);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The response was taken as usable');
}

describe('a refusal under load', () => {
  it('tells the user a busy service will take the request again in a few seconds', () => {
    const error = refusalOf({
      data: null,
      errors: [{ message: 'oms: queue full', path: ['orderCreate'], extensions: { code: 'SERVICE_BUSY' } }],
    });
    expect(error.code).toBe('SERVICE_BUSY');
    expect(describeError(error, 'Failed to create order')).toBe(MSG.serviceBusy);
  });

  it("tells the user to wait rather than showing the rate limit's query cost", () => {
    const error = refusalOf({
      errors: [
        {
          message: 'Too many requests: this one costs 1,200 and 40 is left. Try again in 7 s.',
          extensions: { code: 'RATE_LIMITED' },
        },
      ],
    });
    expect(error.code).toBe('RATE_LIMITED');
    expect(describeError(error)).toBe(MSG.tooManyRequests);
  });

  it("keeps the server's own message for other refusals", () => {
    const error = refusalOf({
      data: { order: null },
      errors: [{ message: MSG.notFound, path: ['order'], extensions: { code: 'NOT_FOUND' } }],
    });
    expect([error.code, describeError(error)]).toEqual(['NOT_FOUND', MSG.notFound]);
  });
});
