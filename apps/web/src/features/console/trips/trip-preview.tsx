import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorTripFieldsFragment } from '../../../generated/graphql';
import { type CardTrip, loadTripViews, type TripDetailTrip } from '../../trips';
import { PreviewFrame } from '../editorial/preview-frame';

// The trips feature's own card and detail; the editor asks for them together with this preview (trip-editor-page.tsx).
const TripCard = lazy(() => loadTripViews().then((module) => ({ default: module.TripCard })));
const TripDetail = lazy(() => loadTripViews().then((module) => ({ default: module.TripDetail })));

/** The draft as the trip card needs it: nobody has rated or bookmarked a draft. */
function previewCard(trip: EditorTripFieldsFragment): CardTrip {
  return {
    _id: trip._id,
    // The Czech version, which the editor writes first.
    language: 'cs_CZ',
    title: trip.title,
    preview: trip.preview,
    coverImage: trip.coverImage ?? trip.images[0] ?? null,
    label: trip.label,
    area: trip.area,
    averageRating: null,
    ratingsCount: 0,
    isBookmarked: false,
    attributes: { lengthKm: trip.lengthKm, duration: trip.duration },
  };
}

/** The draft as the trip detail needs it. Its track goes without `gpxUrl`: a draft's file is not served. */
function previewDetail(trip: EditorTripFieldsFragment): TripDetailTrip {
  const track = trip.track;
  return {
    _id: trip._id,
    title: trip.title,
    preview: trip.preview,
    perex: trip.perex,
    contentHtml: trip.contentHtml,
    routeLink: trip.routeLink,
    publishedAt: trip.publishedAt,
    coordinates: trip.coordinates,
    coverImage: trip.coverImage,
    images: trip.images,
    label: trip.label,
    area: trip.area,
    author: trip.author,
    attributes: {
      lengthKm: trip.lengthKm,
      duration: trip.duration,
      routeType: trip.routeType,
      terrain: trip.terrain,
      suitability: trip.suitability,
      accessibility: trip.accessibility,
      gastro: trip.gastro,
      additionalActivities: trip.additionalActivities,
      overnightStay: trip.overnightStay,
    },
    track: track && {
      _id: track._id,
      lengthKm: track.lengthKm,
      elevationGain: track.elevationGain,
      elevationLoss: track.elevationLoss,
      lowestPoint: track.lowestPoint,
      highestPoint: track.highestPoint,
      profile: track.profile,
      line: track.line,
    },
  };
}

/**
 * The trip editor's preview: the draft in the app's own trip card and trip detail, at a phone's or a desktop's width.
 * The readers' actions (bookmark, finished, rating, save offline, ratings, weather, getting there) are left out: they
 * act on a published trip, which a draft is not.
 */
export function TripPreview({ trip }: { trip: EditorTripFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <PreviewFrame
      note={t('console:tripPreview.note')}
      parts={[
        { caption: t('console:tripPreview.card'), card: true, content: <TripCard trip={previewCard(trip)} /> },
        {
          caption: t('console:tripPreview.detail'),
          content: <TripDetail trip={previewDetail(trip)} documentTitle={false} />,
        },
      ]}
    />
  );
}
