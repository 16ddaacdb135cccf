import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnnouncement, buildArticle, buildLabel, buildTrip } from '../../../test/content-factories.js';
import { buildUser, tokensFor } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';

const FEED = `query F($filter: FeedFilter, $pagination: PaginationInput, $sort: PublishedSort) {
  feed(filter: $filter, pagination: $pagination, sort: $sort) {
    total
    edges {
      __typename _id title preview publishedAt label { label color } image { url }
      ... on PublishedArticle { slug isBookmarked }
      ... on PublishedTripAnnouncement { trip { _id title } }
    }
  }
}`;
const ARTICLE = `query A($slug: String!) { article(slug: $slug) {
  _id slug title perex contentHtml isBookmarked author { shortname } featuredArticles(limit: 2) { slug }
} }`;
const BOOKMARK = 'mutation B($id: ID!) { toggleArticleBookmark(id: $id) { _id isBookmarked } }';
const MINE = '{ myBookmarkedArticles { total edges { slug } } myBookmarkedArticlesCount }';

type FeedResult = {
  feed: { total: number; edges: Array<{ __typename: string; title: string; trip?: { _id: string } }> };
};

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2026, 8, n));
let tipsLabel = '';
let tripId = '';

beforeAll(async () => {
  t = await startTestApp();
  tipsLabel = (await buildLabel(t, { labelCs: 'Tipy', labelEn: 'Tips', color: '#8a3ffc' })).id;
  tripId = (await buildTrip(t, { title: 'Prachovské skály' })).id;
  const author = await buildUser(t, { firstname: 'Petra', lastname: 'Králová' });
  await buildArticle(t, {
    slug: 'co-zabalit',
    title: 'Co zabalit',
    publishedAt: day(1),
    labelId: tipsLabel,
    authorId: author.id,
  });
  await buildAnnouncement(t, { title: 'Nová trasa ve skalách', tripId, publishedAt: day(2) });
  await buildArticle(t, { slug: 'podzim', title: 'Podzim v horách', publishedAt: day(3), labelId: tipsLabel });
  await buildArticle(t, { slug: 'rozhledny', title: 'Rozhledny', publishedAt: day(4) });
  await buildArticle(t, { slug: 'koncept', title: 'Koncept', status: 'DRAFT', publishedAt: null });
});
afterAll(() => t.close());

const titles = (result: FeedResult | null | undefined) => result?.feed.edges.map((edge) => edge.title);

describe('feed', () => {
  it('mixes published articles and announcements, newest first, as the Published interface', async () => {
    const response = await t.gql<FeedResult>(FEED, {});
    expect(response.errors).toBeUndefined();
    expect(titles(response.data)).toEqual(['Rozhledny', 'Podzim v horách', 'Nová trasa ve skalách', 'Co zabalit']);
    expect(response.data?.feed.total).toBe(4);
    const announcement = response.data?.feed.edges[2];
    expect(announcement).toMatchObject({ __typename: 'PublishedTripAnnouncement', trip: { _id: tripId } });
  });

  it('filters by kind and label, sorts both ways and pages', async () => {
    const kinds = await t.gql<FeedResult>(FEED, { filter: { kinds: ['TRIP_ANNOUNCEMENT'] } });
    expect(titles(kinds.data)).toEqual(['Nová trasa ve skalách']);
    const labelled = await t.gql<FeedResult>(FEED, { filter: { labels: [tipsLabel] }, sort: { direction: 'ASC' } });
    expect(titles(labelled.data)).toEqual(['Co zabalit', 'Podzim v horách']);
    const second = await t.gql<FeedResult>(FEED, { pagination: { pageNumber: 2, pageSize: 3 } });
    expect(second.data?.feed).toMatchObject({ total: 4, edges: [{ title: 'Co zabalit' }] });
    expect(errorCode(await t.gql(FEED, { pagination: { pageSize: 500 } }))).toBe('BAD_USER_INPUT');
  });

  it('names labels in the language of the request', async () => {
    const en = await t.gql<{ feed: { edges: Array<{ label: { label: string } | null }> } }>(
      FEED,
      { filter: { labels: [tipsLabel] } },
      { headers: { 'accept-language': 'en' } },
    );
    expect(en.data?.feed.edges[0].label?.label).toBe('Tips');
  });
});

describe('articles', () => {
  it('lists published articles and opens one by slug with sanitised HTML and featured articles', async () => {
    const list = await t.gql<{ publishedArticles: { total: number; edges: Array<{ slug: string }> } }>(
      '{ publishedArticles { total edges { slug } } }',
    );
    expect(list.data?.publishedArticles).toEqual({
      total: 3,
      edges: [{ slug: 'rozhledny' }, { slug: 'podzim' }, { slug: 'co-zabalit' }],
    });
    const detail = await t.gql<{ article: Record<string, unknown> }>(ARTICLE, { slug: 'co-zabalit' });
    expect(detail.data?.article).toMatchObject({
      title: 'Co zabalit',
      isBookmarked: false,
      author: { shortname: 'Petra K.' },
      featuredArticles: [{ slug: 'podzim' }, { slug: 'rozhledny' }],
    });
    expect(detail.data?.article.contentHtml).toContain('<strong>vodu</strong>');
    expect((await t.gql(ARTICLE, { slug: 'koncept' })).data).toEqual({ article: null });
  });

  it('bookmarks per user, lists them in the profile and needs sign-in', async () => {
    const user = await buildUser(t);
    const { accessToken: token } = await tokensFor(t, user);
    const article = await t.gql<{ article: { _id: string } }>(ARTICLE, { slug: 'podzim' });
    const id = article.data?.article._id;
    const on = await t.gql(BOOKMARK, { id }, { token });
    expect(on.data).toEqual({ toggleArticleBookmark: { _id: id, isBookmarked: true } });
    expect((await t.gql(MINE, {}, { token })).data).toEqual({
      myBookmarkedArticles: { total: 1, edges: [{ slug: 'podzim' }] },
      myBookmarkedArticlesCount: 1,
    });
    const viewed = await t.gql<{ feed: { edges: Array<{ isBookmarked?: boolean; title: string }> } }>(
      FEED,
      {},
      { token },
    );
    expect(viewed.data?.feed.edges.find((edge) => edge.title === 'Podzim v horách')?.isBookmarked).toBe(true);
    const other = await tokensFor(t, await buildUser(t));
    expect((await t.gql(MINE, {}, { token: other.accessToken })).data).toMatchObject({ myBookmarkedArticlesCount: 0 });
    const off = await t.gql(BOOKMARK, { id }, { token });
    expect(off.data).toEqual({ toggleArticleBookmark: { _id: id, isBookmarked: false } });
    expect(errorCode(await t.gql(BOOKMARK, { id }))).toBe('UNAUTHORIZED');
    expect(errorCode(await t.gql(BOOKMARK, { id: 'x' }, { token }))).toBe('BAD_USER_INPUT');
  });
});
