import { describe, expect, it } from 'vitest';
import { outcomeOf } from './send-report';

describe('outcomeOf', () => {
  it('puts the API’s field errors on the form’s fields', () => {
    const error = {
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'input.explanation', messageKey: 'REQUIRED' },
          { field: 'input.email', messageKey: 'INVALID_EMAIL' },
        ],
      },
    };
    expect(outcomeOf(error)).toEqual({ kind: 'fields', errors: { explanation: 'required', email: 'invalidEmail' } });
  });

  it('says a hidden or deleted item is gone', () => {
    const error = {
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'targetId', messageKey: 'INVALID_VALUE' }] },
    };
    expect(outcomeOf(error)).toEqual({ kind: 'gone' });
  });

  it('turns a limit into whole minutes, or none when the API gave no time', () => {
    expect(outcomeOf({ extensions: { code: 'ACTION_NOT_ALLOWED', retryAfter: 61 } })).toEqual({
      kind: 'tooMany',
      minutes: 2,
    });
    expect(outcomeOf({ extensions: { code: 'ACTION_NOT_ALLOWED' } })).toEqual({ kind: 'tooMany', minutes: null });
  });

  it('tells a failed bot check from any other failure', () => {
    expect(outcomeOf({ extensions: { code: 'UNAUTHORIZED_RECAPTCHA_FAILED' } })).toEqual({ kind: 'botCheckFailed' });
    expect(outcomeOf({ extensions: { code: 'INTERNAL_SERVER_ERROR' } })).toEqual({ kind: 'failed' });
    expect(outcomeOf(undefined)).toEqual({ kind: 'failed' });
  });
});
