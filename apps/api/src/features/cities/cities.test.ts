import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';

const CITIES = 'query C($search: String!) { cities(filter: { search: $search }) { _id name district region } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function search(text: string) {
  const response = await t.gql<{ cities: Array<{ _id: string; name: string; district: string; region: string }> }>(
    CITIES,
    { search: text },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.cities ?? [];
}

describe('cities', () => {
  it('finds by prefix, ignoring case and diacritics', async () => {
    expect(await search('ceske bud')).toEqual([
      { _id: '544256', name: 'České Budějovice', district: 'České Budějovice', region: 'SOUTH_BOHEMIAN' },
    ]);
    expect((await search('ÚSTÍ NAD L'))[0]).toMatchObject({ name: 'Ústí nad Labem', region: 'USTI' });
  });

  it('shows statutory cities in normal case', async () => {
    expect((await search('plzen'))[0]).toMatchObject({ name: 'Plzeň', region: 'PILSEN' });
    expect((await search('zlin'))[0]).toMatchObject({ name: 'Zlín', region: 'ZLIN' });
  });

  it('tells apart places of the same name by district', async () => {
    const adamovs = (await search('adamov')).filter((city) => city.name === 'Adamov');
    expect(adamovs.length).toBe(3);
    expect(new Set(adamovs.map((city) => city.district)).size).toBe(3);
  });

  it('puts the exact name first, limits results, and treats LIKE characters literally', async () => {
    const praha = await search('praha');
    expect(praha[0].name).toBe('Praha');
    expect(praha.length).toBeLessThanOrEqual(20);
    expect(await search('%')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });

  it('has every municipality and region', async () => {
    const rows = await t.app.services.db.query.cities.findMany({ columns: { region: true } });
    expect(rows.length).toBe(6258);
    expect(new Set(rows.map((row) => row.region)).size).toBe(14);
  });
});
