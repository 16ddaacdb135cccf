import { describe, expect, it } from 'vitest';
import { parseValidationMessage, validationMessage } from './validation-message';

describe('validation messages', () => {
  it('round-trips a key with its parameters', () => {
    expect(parseValidationMessage(validationMessage('MIN_LENGTH', { minLength: 8 }))).toEqual({
      key: 'MIN_LENGTH',
      params: { minLength: 8 },
    });
    expect(parseValidationMessage('REQUIRED')).toEqual({ key: 'REQUIRED', params: {} });
  });

  it('turns anything unknown into INVALID_VALUE', () => {
    expect(parseValidationMessage('Something the server made up')).toEqual({ key: 'INVALID_VALUE', params: {} });
  });
});
