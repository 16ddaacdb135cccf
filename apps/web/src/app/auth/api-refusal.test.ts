import { describe, expect, it } from 'vitest';
import { refusalOf } from './api-refusal';

describe('refusalOf', () => {
  it("reads the plain routes' one body: the code with the error's message and extensions", () => {
    const body = {
      error: {
        code: 'ACTION_NOT_ALLOWED',
        message: 'At most 30 photos a day; try again later',
        reason: 'DAILY_LIMIT',
        retryAfter: 3600,
        requestId: 'req-1',
      },
    };
    expect(refusalOf(body)).toEqual(body.error);
  });

  it('is undefined for what is no refusal: nothing, a proxy page, a GraphQL body, an error without a code', () => {
    expect(refusalOf(null)).toBeUndefined();
    expect(refusalOf('<html>Bad gateway</html>')).toBeUndefined();
    expect(refusalOf({ errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] })).toBeUndefined();
    expect(refusalOf({ error: 'Not found' })).toBeUndefined();
    expect(refusalOf({ error: { message: 'no code' } })).toBeUndefined();
  });
});
