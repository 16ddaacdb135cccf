import { describe, expect, it } from 'vitest';
import { type Action, authorize, may, PERMISSIONS } from './permissions.js';
import { ROLES, type Role } from './roles.js';

/**
 * Issue 18's table, written out here on its own: one row per action, the roles that may take it. The code's table
 * must agree in every cell, so a change to either is a deliberate change to both.
 */
const EXPECTED: Record<Action, Role[]> = {
  'console.enter': ['ADMIN', 'PARTNER_EDITOR', 'TRIP_EDITOR', 'BLOG_EDITOR', 'CHIEF_EDITOR'],
  'trip.create': ['ADMIN', 'PARTNER_EDITOR', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  'trip.editOwnUnpublished': ['ADMIN', 'PARTNER_EDITOR', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  'trip.submitForReview': ['ADMIN', 'PARTNER_EDITOR', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  'trip.editAny': ['ADMIN', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  'trip.review': ['ADMIN', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  'trip.publish': ['ADMIN', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  'area.manage': ['ADMIN', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  'tripLabel.manage': ['ADMIN', 'TRIP_EDITOR', 'CHIEF_EDITOR'],
  'media.upload': ['ADMIN', 'PARTNER_EDITOR', 'TRIP_EDITOR', 'BLOG_EDITOR', 'CHIEF_EDITOR'],
  'article.manage': ['ADMIN', 'BLOG_EDITOR', 'CHIEF_EDITOR'],
  'articleLabel.manage': ['ADMIN', 'BLOG_EDITOR', 'CHIEF_EDITOR'],
  'wall.feature': ['ADMIN', 'CHIEF_EDITOR'],
  'rating.moderate': ['ADMIN', 'CHIEF_EDITOR'],
  'user.manage': ['ADMIN'],
  'audit.read': ['ADMIN'],
};

const cells = (Object.keys(EXPECTED) as Action[]).flatMap((action) =>
  ROLES.map((role) => [action, role, EXPECTED[action].includes(role)] as const),
);

describe('editorial permissions, cell by cell', () => {
  it('has a row for every action and no other', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(cells)('%s by %s: %s', (action, role, allowed) => {
    expect(may([role], action)).toBe(allowed);
    // USER comes with every account and never adds a permission.
    expect(may(['USER', role], action)).toBe(allowed);
  });

  it('refuses an account with no roles at all', () => {
    for (const action of Object.keys(EXPECTED) as Action[]) expect(may([], action)).toBe(false);
  });
});

describe('authorize', () => {
  const refusal = (roles: string[], action: Action | Action[]) => {
    try {
      authorize({ roles }, action);
      return null;
    } catch (error) {
      return error;
    }
  };

  it("throws the catalogue's FORBIDDEN when the table says no, and nothing when it says yes", () => {
    expect(refusal(['USER'], 'trip.create')).toMatchObject({ code: 'FORBIDDEN', extensions: { code: 'FORBIDDEN' } });
    expect(refusal(['USER', 'PARTNER_EDITOR'], 'trip.publish')).toMatchObject({ code: 'FORBIDDEN' });
    expect(refusal(['USER', 'PARTNER_EDITOR'], 'trip.create')).toBeNull();
    expect(refusal(['ADMIN'], 'audit.read')).toBeNull();
  });

  it('passes given several actions when any one of them is allowed', () => {
    expect(refusal(['BLOG_EDITOR'], ['tripLabel.manage', 'articleLabel.manage'])).toBeNull();
    expect(refusal(['PARTNER_EDITOR'], ['tripLabel.manage', 'articleLabel.manage'])).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
