import { describe, expect, it } from 'vitest';
import { hasRole } from './auth/roles.js';

describe('hasRole (spec §6)', () => {
  it('passes ADMIN for every check', () => {
    expect(hasRole(['ADMIN'], 'TRIP_EDITOR')).toBe(true);
    expect(hasRole(['ADMIN'], ['BLOG_EDITOR', 'CHIEF_EDITOR'])).toBe(true);
  });
  it('passes the requested role, or any role of a list', () => {
    expect(hasRole(['USER', 'TRIP_EDITOR'], 'TRIP_EDITOR')).toBe(true);
    expect(hasRole(['BLOG_EDITOR'], ['TRIP_EDITOR', 'BLOG_EDITOR'])).toBe(true);
  });
  it('fails without the role', () => {
    expect(hasRole(['USER'], 'TRIP_EDITOR')).toBe(false);
    expect(hasRole(['PARTNER_EDITOR'], ['CHIEF_EDITOR', 'ADMIN'])).toBe(false);
    expect(hasRole([], 'USER')).toBe(false);
  });
});
