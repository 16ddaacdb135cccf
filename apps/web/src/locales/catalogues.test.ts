import { describe, expect, it } from 'vitest';
import { allResources as appCs } from './cs/all';
import { legal as legalCs } from './cs/legal';
import { offlineTexts as offlineCs } from './cs/offline';
import { site as siteCs } from './cs/site';
import { trailTexts as trailCs } from './cs/trail';
import { allResources as appEn } from './en/all';
import { legal as legalEn } from './en/legal';
import { offlineTexts as offlineEn } from './en/offline';
import { site as siteEn } from './en/site';
import { trailTexts as trailEn } from './en/trail';

// The app's catalogues whole (./cs/all.ts), the public site's texts (rendered by the server, so not among the app's
// resources) and the trail features' and saved trips' texts (added when their code loads).
const cs = { ...appCs, site: siteCs, legal: legalCs, trail: trailCs, offline: offlineCs };
const en = { ...appEn, site: siteEn, legal: legalEn, trail: trailEn, offline: offlineEn };

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keys(child as object, `${prefix}${key}.`),
  );
}

const withoutPluralForms = (list: string[]) =>
  [...new Set(list.map((key) => key.replace(/_(one|few|many|other)$/, '')))].sort();

describe('translation catalogues', () => {
  it('have the same keys in Czech and English, plural forms aside', () => {
    expect(withoutPluralForms(keys(en))).toEqual(withoutPluralForms(keys(cs)));
  });

  it('give every Czech plural all four forms and every English plural both', () => {
    const plurals = (list: string[], form: string) =>
      list.filter((key) => key.endsWith(`_${form}`)).map((key) => key.replace(/_\w+$/, ''));
    const csKeys = keys(cs);
    for (const form of ['few', 'many', 'other']) expect(plurals(csKeys, form)).toEqual(plurals(csKeys, 'one'));
    expect(plurals(keys(en), 'other')).toEqual(plurals(keys(en), 'one'));
  });

  it('has no empty text', () => {
    for (const catalogue of [cs, en]) {
      const empty = keys(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
