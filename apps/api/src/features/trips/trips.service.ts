import type { Database } from '../../db/client.js';
import type { MediaService } from '../../media/media.service.js';
import { type PublicVariant, publicVariants } from '../../media/media-urls.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import type { Clock } from '../../platform/clock.js';
import { contentLanguage, localized } from '../../platform/content-language.js';
import { badUserInput, fieldError } from '../../platform/errors.js';
import type { LatLng } from '../../platform/geo.js';
import type { Language } from '../../platform/language.js';
import { PAGE_SIZES, type Page, parsePagination } from '../../platform/pagination.js';
import { areaModel } from '../../platform/presenters.js';
import type { AppPubSub } from '../../platform/pubsub.js';
import type { UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput, withoutNulls } from '../../platform/validation.js';
import { setHikerPhotos } from '../hiker-photos/index.js';
import {
  findBookmarkedTripIds,
  findFinishedTripIds,
  findFinishedTripStarts,
  findKmByMonth,
  toggleBookmark,
  toggleFinished,
  upsertRating,
} from './trips.activity.repository.js';
import { tripOrder, tripWhere } from './trips.filters.js';
import {
  maxDistanceKm,
  parseNear,
  parseTripId,
  rateTripInput,
  ratingSortInput,
  type TripFilterInput,
  type TripSortInput,
  tripFilterInput,
  tripSortInput,
} from './trips.inputs.js';
import { cataloguedTrips } from './trips.loaders.js';
import { cachedTripLocations, locationsNear, type TripLocationModel } from './trips.locations.js';
import { findRecommendedTripIds } from './trips.recommendations.repository.js';
import {
  countTrips,
  findAreaOptions,
  findRatingById,
  findRatingsPage,
  findTripsPage,
  nearestTripsPageQuery,
  type RatingRow,
  type TripRow,
} from './trips.repository.js';

const MAX_RECOMMENDED = 20;

type PaginationArg = Parameters<typeof parsePagination>[0];
type NearArg = { lat: number; lng: number } | null | undefined;

export interface TripsDeps {
  db: Database;
  clock: Clock;
  pubsub: AppPubSub;
  /** Opens the transactions of the writes and runs what follows their commit. */
  work: UnitOfWork;
  /** Deletes the files of photos a rating no longer has. */
  media: Pick<MediaService, 'deleteFiles'>;
}

/** A screen's largest picture: its `url`, and its renditions when it has them (an uploaded photo). */
export interface TripPicture {
  url: string;
  variants: readonly PublicVariant[];
}

const pictureOf = (trip: Pick<TripRow, 'coverUrl' | 'coverVariants'> | undefined): TripPicture | null =>
  trip?.coverUrl ? { url: trip.coverUrl, variants: publicVariants(trip.coverVariants ?? []) } : null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The rules of the published trips: what is visible (published trips only; the repository's `tripWhere` and
 * `findPublishedTripsByIds` say so in SQL) and in which order, which answers are kept with the catalogue, and what a
 * person's bookmark, finish and rating change. Each method takes the request's view of the catalogue when it reads
 * or changes the catalogue, and returns rows; resolvers present them.
 */
export class TripsService {
  /**
   * A rating event reaches every watcher of the trip connected to this process as the same payload object (one
   * NOTIFY, one dispatched event), so the rating is read once per event, not once per watcher: 300 watchers were 300
   * identical queries. The entry goes with the payload; nothing outlives the event.
   */
  private readonly ratingOfEvent = new WeakMap<object, Promise<RatingRow | undefined>>();

  constructor(private readonly deps: TripsDeps) {}

  /** A page of published trips in the asked order, with how many match; kept with the catalogue unless near a place. */
  async publishedPage(
    view: CatalogueView,
    args: { filter?: object | null; sort?: object | null; pagination?: PaginationArg; near?: NearArg },
  ): Promise<{ total: number; edges: TripRow[] }> {
    const filter = parseInput(tripFilterInput, withoutNulls(args.filter));
    const sort = parseInput(tripSortInput, withoutNulls(args.sort));
    const page = parsePagination(args.pagination, PAGE_SIZES.trips);
    const near = parseNear(args.near, { filter, sort });
    const load = async () => {
      const [total, edges] = await Promise.all([
        this.countKept(view, filter, near),
        this.findPage(filter, sort, page, near),
      ]);
      return { total, edges };
    };
    // A list around a person's position is theirs alone: kept, it would only push shared lists out.
    return near ? load() : view.get(`trips:page:${JSON.stringify([filter, sort, page])}`, load);
  }

  /** How many published trips match the filter (the filter dialog asks on every change). */
  resultsCount(view: CatalogueView, args: { filter?: object | null; near?: NearArg }): Promise<number> {
    const filter = parseInput(tripFilterInput, withoutNulls(args.filter));
    return this.countKept(view, filter, parseNear(args.near, { filter }));
  }

  /** Every published trip for the map, in the request's language; nearest first and within a radius around `near`. */
  async locations(
    view: CatalogueView,
    language: Language,
    args: { near?: NearArg; maxDistanceKm?: number | null },
  ): Promise<TripLocationModel[]> {
    const maxKm = args.maxDistanceKm ?? undefined;
    const near = parseNear(args.near, { maxDistanceKm: maxKm });
    const locations = await cachedTripLocations(this.deps.db, view, language);
    if (!near) return locations;
    return locationsNear(locations, near, maxKm === undefined ? undefined : parseInput(maxDistanceKm, maxKm));
  }

  /** Ids of the trips recommended to a person, best first (README: "How recommendedTrips ranks"). */
  recommendedIds(userId: string, limit: number | null | undefined): Promise<string[]> {
    const size = Math.min(Math.max(limit ?? 10, 1), MAX_RECOMMENDED);
    return findRecommendedTripIds(this.deps.db, userId, size);
  }

  /** A page of a person's bookmarked published trips (ids, newest bookmark first) and their number. */
  bookmarkedIds(userId: string, pagination: PaginationArg) {
    return findBookmarkedTripIds(this.deps.db, userId, parsePagination(pagination, PAGE_SIZES.profile));
  }

  /** A page of a person's finished published trips (ids, latest first), their number and kilometres. */
  finishedIds(userId: string, pagination: PaginationArg) {
    return findFinishedTripIds(this.deps.db, userId, parsePagination(pagination, PAGE_SIZES.profile));
  }

  /** Kilometres walked per month over the last twelve, in Czech time. */
  kmByMonth(userId: string) {
    return findKmByMonth(this.deps.db, userId, this.deps.clock.now());
  }

  /** Where a person's finished trips start, the latest finish first, titled in the reader's language. */
  async finishedStarts(userId: string, language: Language) {
    const rows = await findFinishedTripStarts(this.deps.db, userId);
    return rows.map((row) => ({
      tripId: row.tripId,
      title: localized(row, 'title', language),
      language: contentLanguage(row.hasEnglish, language),
      coordinates: { lat: row.lat, lng: row.lng },
      finishedAt: row.finishedAt,
    }));
  }

  /** A page of a trip's ratings anybody may see (hidden ones never), kept with the catalogue. */
  ratingsPage(
    view: CatalogueView,
    tripId: string,
    args: { sort?: object | null; pagination?: PaginationArg },
  ): Promise<{ total: number; edges: RatingRow[] }> {
    const sort = parseInput(ratingSortInput, withoutNulls(args.sort));
    const page = parsePagination(args.pagination, PAGE_SIZES.ratings);
    return view.get(`ratings:${JSON.stringify([tripId, sort, page])}`, () =>
      findRatingsPage(this.deps.db, tripId, sort, page),
    );
  }

  /** The tourist areas as choices, named in the reader's language and ordered by that name. */
  async areaOptions(language: Language) {
    const options = (await findAreaOptions(this.deps.db)).map(areaModel).map((area) => ({
      value: area.id,
      label: localized(area, 'name', language),
      language: contentLanguage(area.hasEnglish, language),
    }));
    const collator = new Intl.Collator(language === 'en_US' ? 'en' : 'cs');
    return options.sort((a, b) => collator.compare(a.label, b.label));
  }

  /** The ratings added to a trip from now on, from every process. */
  ratingEvents(tripId: string) {
    return this.deps.pubsub.subscribe('trip:rating', parseTripId(tripId, 'tripId'));
  }

  /** The rating an event announces, read once for every watcher of the event in this process. */
  ratingOfEventPayload(payload: { ratingId: string }): Promise<RatingRow | undefined> {
    let reading = this.ratingOfEvent.get(payload);
    if (!reading) {
      reading = findRatingById(this.deps.db, payload.ratingId);
      this.ratingOfEvent.set(payload, reading);
    }
    return reading;
  }

  /** The cover of the first trip of the Trips screen as it first opens (no filter, newest first). */
  firstCover(view: CatalogueView): Promise<TripPicture | null> {
    return view.get('trips:first-cover', async () => {
      const order = tripOrder({ field: 'publishedAt', direction: 'DESC' });
      const [trip] = await findTripsPage(this.deps.db, tripWhere(tripFilterInput.parse({})), order, {
        limit: 1,
        offset: 0,
      });
      return pictureOf(trip);
    });
  }

  /** The cover of a published trip (the first photo of its detail); null for anything else. */
  async coverOf(view: CatalogueView, id: string): Promise<TripPicture | null> {
    if (!UUID.test(id)) return null;
    const [trip] = await cataloguedTrips(this.deps.db, view, [id]);
    return pictureOf(trip);
  }

  /** Adds or removes a person's bookmark of a published trip; answers the trip's id. */
  async toggleBookmark(view: CatalogueView, userId: string, id: string): Promise<string> {
    const tripId = parseTripId(id);
    await this.deps.work.run(async (tx) => {
      if (!(await toggleBookmark(tx, userId, tripId))) throw noSuchTrip();
    });
    view.refresh();
    return tripId;
  }

  /** Marks a published trip finished by a person or unmarks it; answers the trip's id. */
  async toggleFinished(view: CatalogueView, userId: string, id: string): Promise<string> {
    const tripId = parseTripId(id);
    await this.deps.work.run(async (tx) => {
      if (!(await toggleFinished(tx, userId, tripId))) throw noSuchTrip();
    });
    // The trip's finished count changed, and with it the catalogue's version.
    view.refresh();
    return tripId;
  }

  /**
   * Saves a person's rating of a published trip and tells the trip's watchers; answers the trip's id. A rating a
   * moderator hid stays hidden when its author changes it, and nobody watching the trip hears of it. Given `photos`,
   * the rating's photos become exactly those, in the same transaction; the files of photos it left out are deleted
   * once it has committed.
   */
  async rate(view: CatalogueView, userId: string, id: string, input: unknown): Promise<string> {
    const tripId = parseTripId(id);
    const { photos, ...rating } = parseInput(rateTripInput, input);
    if (photos?.some((photo) => !UUID.test(photo.id))) throw badUserInput([fieldError('photos', 'INVALID_VALUE')]);
    await this.deps.work.run(async (tx, after) => {
      const saved = await upsertRating(tx, userId, tripId, rating);
      if (!saved) throw noSuchTrip();
      if (photos) {
        const result = await setHikerPhotos(tx, userId, saved.id, photos);
        if (result.invalid) throw badUserInput([fieldError('photos', 'INVALID_VALUE')]);
        after.run(
          'deleting the files of photos taken off a rating',
          () => this.deps.media.deleteFiles(result.deleted),
          {
            ratingId: saved.id,
          },
        );
      }
      if (!saved.hidden) after.publish('trip:rating', tripId, { ratingId: saved.id });
    });
    view.refresh();
    return tripId;
  }

  /** How many published trips match; kept with the catalogue, except around a person's position. */
  private countKept(view: CatalogueView, filter: TripFilterInput, near?: LatLng): Promise<number> {
    const { db } = this.deps;
    if (near) return countTrips(db, tripWhere(filter, near));
    return view.get(`trips:count:${JSON.stringify(filter)}`, () => countTrips(db, tripWhere(filter)));
  }

  /** A page of the published list in the asked order; nearest first has a query of its own. */
  private findPage(filter: TripFilterInput, sort: TripSortInput, page: Page, near: LatLng | undefined) {
    const where = tripWhere(filter, near);
    if (sort.field === 'DISTANCE') {
      if (!near) throw badUserInput([fieldError('near', 'REQUIRED')]);
      return nearestTripsPageQuery(this.deps.db, where, page, near).execute();
    }
    return findTripsPage(this.deps.db, where, tripOrder({ ...sort, field: sort.field }), page, near);
  }
}

/** The answer to an id that is no published trip's. */
function noSuchTrip() {
  return badUserInput([fieldError('id', 'INVALID_VALUE')]);
}
