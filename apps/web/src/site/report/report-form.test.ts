import { describe, expect, it } from 'vitest';
import { EMPTY_REPORT, firstInvalid, REPORT_EXPLANATION_MAX_LENGTH, validateReport } from './report-form';

const VALID = { reason: 'SPAM', explanation: '', email: 'jana@example.cz', goodFaith: true } as const;

describe('validateReport', () => {
  it('asks for a reason, an e-mail and the good-faith statement, the reason first', () => {
    const errors = validateReport(EMPTY_REPORT);
    expect(errors).toEqual({ reason: 'required', email: 'required', goodFaith: 'required' });
    expect(firstInvalid(errors)).toBe('reason');
  });

  it('needs an explanation for illegal content and "other" only', () => {
    expect(validateReport({ ...VALID, reason: 'ILLEGAL_CONTENT' })).toEqual({ explanation: 'required' });
    expect(validateReport({ ...VALID, reason: 'OTHER', explanation: '   ' })).toEqual({ explanation: 'required' });
    expect(validateReport({ ...VALID, reason: 'OTHER', explanation: 'Reklama.' })).toEqual({});
    expect(validateReport(VALID)).toEqual({});
  });

  it('counts the explanation trimmed, up to the API’s 1,000 characters', () => {
    const longest = 'a'.repeat(REPORT_EXPLANATION_MAX_LENGTH);
    expect(validateReport({ ...VALID, explanation: ` ${longest} ` })).toEqual({});
    expect(validateReport({ ...VALID, explanation: `${longest}a` })).toEqual({ explanation: 'tooLong' });
  });

  it('refuses an address that is not one', () => {
    const errors = validateReport({ ...VALID, email: 'jana@example' });
    expect(errors).toEqual({ email: 'invalidEmail' });
    expect(firstInvalid(errors)).toBe('email');
  });
});
