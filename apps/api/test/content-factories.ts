import { randomBytes } from 'node:crypto';
import { areas, articles, images, labels, tripAnnouncements, trips } from '../src/db/schema.js';
import type { TestApp } from './harness.js';

type TripInsert = typeof trips.$inferInsert;

const suffix = () => randomBytes(4).toString('hex');

export async function buildArea(t: TestApp, values: Partial<typeof areas.$inferInsert> = {}) {
  const [area] = await t.app.services.db
    .insert(areas)
    .values({ slug: `area-${suffix()}`, name: `Oblast ${suffix()}`, region: 'LIBEREC', ...values })
    .returning();
  return area;
}

export async function buildLabel(t: TestApp, values: Partial<typeof labels.$inferInsert> = {}) {
  const [label] = await t.app.services.db
    .insert(labels)
    .values({ slug: `label-${suffix()}`, labelCs: 'Pro rodiny', labelEn: 'For families', color: '#1d6b3a', ...values })
    .returning();
  return label;
}

export async function buildImage(t: TestApp, alt = 'Skalní město') {
  const [image] = await t.app.services.db
    .insert(images)
    .values({ url: `/media/generated/${suffix()}.svg`, alt })
    .returning();
  return image;
}

/** A published trip with plain defaults; every attribute can be overridden. */
export async function buildTrip(t: TestApp, values: Partial<TripInsert> = {}) {
  const id = suffix();
  const [trip] = await t.app.services.db
    .insert(trips)
    .values({
      slug: `trip-${id}`,
      title: `Výlet ${id}`,
      lat: 50.5,
      lng: 15.2,
      preview: 'Krátká procházka.',
      perex: 'Procházka lesem k vyhlídce.',
      content: '## Trasa\n\nPo **modré** k vyhlídce.',
      lengthKm: 7,
      routeType: 'CIRCUIT',
      duration: 'HALF_DAY',
      status: 'PUBLISHED',
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  return trip;
}

export async function buildArticle(t: TestApp, values: Partial<typeof articles.$inferInsert> = {}) {
  const id = suffix();
  const [article] = await t.app.services.db
    .insert(articles)
    .values({
      slug: `clanek-${id}`,
      title: `Článek ${id}`,
      preview: 'Tipy na cestu.',
      perex: 'Co si zabalit na výlet s dětmi.',
      content: 'Vezměte **vodu** a svačinu.',
      status: 'PUBLISHED',
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  return article;
}

export async function buildAnnouncement(
  t: TestApp,
  values: Partial<typeof tripAnnouncements.$inferInsert> & { tripId: string },
) {
  const [announcement] = await t.app.services.db
    .insert(tripAnnouncements)
    .values({
      title: 'Nový výlet',
      preview: 'Podívejte se na novou trasu.',
      status: 'PUBLISHED',
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  return announcement;
}
