import type { Database } from '../../db/client.js';
import { type Action, authorize, may } from '../../platform/auth/permissions.js';
import type { UserRow } from '../accounts/index.js';
import * as repo from './translation-gaps.repository.js';

/** Per kind, the permission that opens its list in the console: only those counts are told. */
const EDITS: Record<keyof repo.GapCounts, Action> = {
  // A partner edits only their own unpublished trips, so published ones without English are not theirs to finish.
  trips: 'trip.editAny',
  announcements: 'trip.editAny',
  articles: 'article.manage',
  areas: 'area.manage',
};

/** What readers of English still see in Czech (issue 30), for the console's overview. */
export class TranslationGapsService {
  constructor(private readonly deps: { db: Database }) {}

  /** The counts of the kinds the viewer edits; null for the others. Editor roles only. */
  async count(viewer: UserRow): Promise<Record<keyof repo.GapCounts, number | null>> {
    authorize(viewer, 'console.enter');
    const counts = await repo.countGaps(this.deps.db);
    const told = (kind: keyof repo.GapCounts) => (may(viewer.roles, EDITS[kind]) ? counts[kind] : null);
    return {
      trips: told('trips'),
      announcements: told('announcements'),
      articles: told('articles'),
      areas: told('areas'),
    };
  }
}
