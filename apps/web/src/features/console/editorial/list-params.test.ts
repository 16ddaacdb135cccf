import { describe, expect, it } from 'vitest';
import { editorialListFilter } from './list-params';

describe('editorialListFilter', () => {
  it('reads every filter of the URL', () => {
    const params = new URLSearchParams(
      'status=DRAFT,IN_REVIEW,NOPE&area=a1&label=l1&author=u1&from=2026-11-01&to=2026-11-24&sort=title-ASC',
    );
    const filter = editorialListFilter(params, 'Sněžka');
    expect(filter).toMatchObject({
      search: 'Sněžka',
      status: ['DRAFT', 'IN_REVIEW'],
      labelId: 'l1',
      authorId: 'u1',
      sort: { field: 'title', direction: 'ASC' },
    });
    expect(new Date(filter.updatedFrom as string).getDate()).toBe(1);
    const to = new Date(filter.updatedTo as string);
    expect([to.getDate(), to.getHours(), to.getMinutes()]).toEqual([24, 23, 59]);
  });

  it('falls back to the newest change first and ignores what it does not know', () => {
    const filter = editorialListFilter(new URLSearchParams('sort=random&from=yesterday'), '');
    expect(filter).toEqual({
      search: null,
      status: [],
      labelId: null,
      authorId: null,
      updatedFrom: null,
      updatedTo: null,
      sort: { field: 'updatedAt', direction: 'DESC' },
    });
  });
});
