import { DrizzleQueryError } from 'drizzle-orm/errors';
import { GraphQLError } from 'graphql';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

/** A server's error as node-postgres reports it, with its SQLSTATE. */
function serverError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError('refused', 0, 'error');
  error.code = code;
  return error;
}

describe('isDatabaseUnavailable', () => {
  it('knows the failures of a restart, a failover and a lost network, however wrapped', () => {
    for (const code of ['08006', '08001', '57P01', '57P02', '57P03', '25006', '53300', '57014', '40001', '40P01']) {
      expect(isDatabaseUnavailable(new DrizzleQueryError('SELECT 1', [], serverError(code))), code).toBe(true);
    }
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(
      isDatabaseUnavailable(new GraphQLError('x', { originalError: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
  });

  it('leaves everything else to be reported as the bug it is', () => {
    for (const code of ['23505', '23503', '42P01', '22P02', '42703']) {
      expect(isDatabaseUnavailable(new DrizzleQueryError('SELECT 1', [], serverError(code))), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
