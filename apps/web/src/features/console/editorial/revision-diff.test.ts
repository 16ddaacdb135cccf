import { describe, expect, it } from 'vitest';
import { ARTICLE_REVISION_FIELDS } from '../articles/article-revisions';
import { TRIP_REVISION_FIELDS } from '../trips/trip-revisions';
import { diffRevisions as diff, diffLines, parseRevisionFields, type RevisionFields } from './revision-diff';

const diffRevisions = (older: RevisionFields, newer: RevisionFields) => diff(TRIP_REVISION_FIELDS, older, newer);
const diffArticles = (older: RevisionFields, newer: RevisionFields) => diff(ARTICLE_REVISION_FIELDS, older, newer);

const base = {
  title: 'Skalní město',
  areaId: 'area-1',
  labelId: null,
  perex: 'Pískovcové věže.',
  preview: 'Okruh skalami.',
  content: 'První odstavec.\n\nDruhý odstavec.\n\nTřetí odstavec.',
  routeLink: null,
  coordinates: { lat: 50.123456789, lng: 15.987654321 },
  lengthKm: 12.5,
  routeType: 'CIRCUIT',
  duration: 'HALF_DAY',
  terrain: ['FIELD_PATH'],
  suitability: [],
  accessibility: [],
  gastro: [],
  additionalActivities: [],
  overnightStay: [],
  coverImageId: 'image-1',
  photos: [{ imageId: 'image-1', alt: 'Věže v mlze', focalX: 0.5, focalY: 0.5 }],
  trackId: null,
} satisfies RevisionFields;

describe('diffRevisions of a trip', () => {
  it('finds nothing between equal revisions', () => {
    expect(diffRevisions(base, structuredClone(base))).toEqual([]);
  });

  it('gives only the fields that differ, in the editor order, with readable values', () => {
    const newer: RevisionFields = {
      ...base,
      lengthKm: 14,
      title: 'Skalní město u Jičína',
      terrain: ['FIELD_PATH', 'STONE'],
      labelId: 'label-2',
    };
    expect(diffRevisions(base, newer)).toEqual([
      {
        field: 'title',
        kind: 'values',
        before: { type: 'text', text: 'Skalní město' },
        after: { type: 'text', text: 'Skalní město u Jičína' },
      },
      { field: 'labelId', kind: 'values', before: { type: 'none' }, after: { type: 'label', id: 'label-2' } },
      { field: 'lengthKm', kind: 'values', before: { type: 'km', value: 12.5 }, after: { type: 'km', value: 14 } },
      {
        field: 'terrain',
        kind: 'values',
        before: { type: 'values', values: ['FIELD_PATH'] },
        after: { type: 'values', values: ['FIELD_PATH', 'STONE'] },
      },
    ]);
  });

  it('rounds the start to about a metre, ignoring a smaller move', () => {
    const nudged = { ...base, coordinates: { lat: 50.1234571, lng: 15.9876539 } };
    expect(diffRevisions(base, nudged)).toEqual([]);
    const moved = { ...base, coordinates: { lat: 50.2, lng: 15.9876543 } };
    expect(diffRevisions(base, moved)).toEqual([
      {
        field: 'coordinates',
        kind: 'values',
        before: { type: 'coordinates', lat: 50.12346, lng: 15.98765 },
        after: { type: 'coordinates', lat: 50.2, lng: 15.98765 },
      },
    ]);
  });

  it('shows long texts as changed lines', () => {
    const newer = { ...base, content: 'První odstavec.\n\nNový odstavec.\n\nTřetí odstavec.' };
    expect(diffRevisions(base, newer)).toEqual([
      {
        field: 'content',
        kind: 'lines',
        lines: [
          { kind: 'same', text: 'První odstavec.' },
          { kind: 'same', text: '' },
          { kind: 'removed', text: 'Druhý odstavec.' },
          { kind: 'added', text: 'Nový odstavec.' },
          { kind: 'same', text: '' },
          { kind: 'same', text: 'Třetí odstavec.' },
        ],
      },
    ]);
  });

  it('tells photos by their alt texts and images, and the cover by its alt', () => {
    const another = { imageId: 'image-2', alt: 'Vyhlídka', altEn: 'The view', focalX: 0.3, focalY: 0.7 };
    const newer: RevisionFields = { ...base, coverImageId: 'image-2', photos: [...base.photos, another] };
    expect(diffRevisions(base, newer)).toEqual([
      {
        field: 'coverImageId',
        kind: 'values',
        before: { type: 'cover', alt: 'Věže v mlze' },
        after: { type: 'cover', alt: 'Vyhlídka' },
      },
      {
        field: 'photos',
        kind: 'values',
        before: { type: 'photos', photos: [{ alt: 'Věže v mlze', altEn: '', focalX: 0.5, focalY: 0.5 }] },
        after: {
          type: 'photos',
          photos: [
            { alt: 'Věže v mlze', altEn: '', focalX: 0.5, focalY: 0.5 },
            { alt: 'Vyhlídka', altEn: 'The view', focalX: 0.3, focalY: 0.7 },
          ],
        },
      },
    ]);
    // The same alt text on another image is still a change.
    const swapped = {
      ...base,
      coverImageId: 'image-3',
      photos: [{ imageId: 'image-3', alt: 'Věže v mlze', focalX: 0.5, focalY: 0.5 }],
    };
    expect(diffRevisions(base, swapped).map((change) => change.field)).toEqual(['coverImageId', 'photos']);
    // A photo described in English only now is a change too.
    const described = { ...base, photos: [{ ...base.photos[0], altEn: 'Towers in the mist' }] };
    expect(diffRevisions(base, described).map((change) => change.field)).toEqual(['photos']);
  });

  it('reads a field an older revision lacks as empty', () => {
    const older: RevisionFields = { title: 'Skalní město' };
    expect(diffRevisions(older, { title: 'Skalní město', trackId: 'track-1' })).toEqual([
      { field: 'trackId', kind: 'values', before: { type: 'none' }, after: { type: 'track', id: 'track-1' } },
    ]);
  });
});

const article = {
  title: 'Šumava v zimě',
  slug: 'sumava-v-zime',
  labelId: 'label-1',
  imageId: 'image-1',
  imageAlt: 'Zasněžený les',
  perex: 'Kam na běžky.',
  preview: 'Tipy na zimu.',
  content: 'Úvod.\n\nTrasa přes Kvildu.\n\nZávěr.',
  authorId: 'author-1',
} satisfies RevisionFields;

describe('diffRevisions of an article', () => {
  it('finds nothing between equal revisions', () => {
    expect(diffArticles(article, structuredClone(article))).toEqual([]);
  });

  it('gives a changed address, label and author in the editor order', () => {
    const newer = { ...article, slug: 'sumava-v-zime-2', labelId: 'label-2', authorId: 'author-2' };
    expect(diffArticles(article, newer)).toEqual([
      {
        field: 'slug',
        kind: 'values',
        before: { type: 'text', text: 'sumava-v-zime' },
        after: { type: 'text', text: 'sumava-v-zime-2' },
      },
      {
        field: 'labelId',
        kind: 'values',
        before: { type: 'label', id: 'label-1' },
        after: { type: 'label', id: 'label-2' },
      },
      {
        field: 'authorId',
        kind: 'values',
        before: { type: 'author', id: 'author-1' },
        after: { type: 'author', id: 'author-2' },
      },
    ]);
  });

  it('shows the text, perex and teaser as changed lines', () => {
    const newer = { ...article, preview: '', content: 'Úvod.\n\nTrasa přes Modravu.\n\nZávěr.\nMapa.' };
    expect(diffArticles(article, newer)).toEqual([
      { field: 'preview', kind: 'lines', lines: [{ kind: 'removed', text: 'Tipy na zimu.' }] },
      {
        field: 'content',
        kind: 'lines',
        lines: [
          { kind: 'same', text: 'Úvod.' },
          { kind: 'same', text: '' },
          { kind: 'removed', text: 'Trasa přes Kvildu.' },
          { kind: 'added', text: 'Trasa přes Modravu.' },
          { kind: 'same', text: '' },
          { kind: 'same', text: 'Závěr.' },
          { kind: 'added', text: 'Mapa.' },
        ],
      },
    ]);
  });

  it('tells the picture by its id and its alt text, and a removed one as none', () => {
    expect(diffArticles(article, { ...article, imageAlt: 'Les pod sněhem' })).toEqual([
      {
        field: 'imageId',
        kind: 'values',
        before: { type: 'image', id: 'image-1', alt: 'Zasněžený les' },
        after: { type: 'image', id: 'image-1', alt: 'Les pod sněhem' },
      },
    ]);
    expect(diffArticles(article, { ...article, imageId: null, imageAlt: null })).toEqual([
      {
        field: 'imageId',
        kind: 'values',
        before: { type: 'image', id: 'image-1', alt: 'Zasněžený les' },
        after: { type: 'none' },
      },
    ]);
  });

  it('ignores what is not an article field and reads a field an older revision lacks as empty', () => {
    expect(diffArticles({ title: 'A', featured: false }, { title: 'A', featured: true })).toEqual([]);
    expect(diffArticles({ title: 'A' }, { title: 'A', slug: 'a' })).toEqual([
      { field: 'slug', kind: 'values', before: { type: 'none' }, after: { type: 'text', text: 'a' } },
    ]);
  });
});

describe('diffLines', () => {
  it('keeps the common lines and marks the rest', () => {
    expect(diffLines('a\nb\nc\nd', 'a\nc\nd\ne')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'same', text: 'd' },
      { kind: 'added', text: 'e' },
    ]);
  });

  it('handles an empty side', () => {
    expect(diffLines('', 'nový')).toEqual([{ kind: 'added', text: 'nový' }]);
    expect(diffLines('starý', '')).toEqual([{ kind: 'removed', text: 'starý' }]);
  });
});

describe('parseRevisionFields', () => {
  it('reads the JSON object and refuses anything else as empty', () => {
    expect(parseRevisionFields('{"title":"A","lengthKm":3}')).toEqual({ title: 'A', lengthKm: 3 });
    expect(parseRevisionFields('[1]')).toEqual({});
    expect(parseRevisionFields('not json')).toEqual({});
  });
});
