import { useQuery } from '@apollo/client/react';
import { lazy } from 'react';
import type { UiLanguage } from '../../../app/i18n/languages';
import type { EditorTripFieldsFragment, Language } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { type CardTrip, loadTripViews, type TripDetailTrip } from '../../trips';
import { PreviewFrame } from '../editorial/preview-frame';
import { type LabelNames, localized, readerAlt, readerLabel, usePreviewReader } from '../editorial/preview-language';
import { tripEditorOptionsQuery } from '../graphql/trips.queries';

// The trips feature's own card and detail; the editor asks for them together with this preview (trip-editor-page.tsx).
const TripCard = lazy(() => loadTripViews().then((module) => ({ default: module.TripCard })));
const TripDetail = lazy(() => loadTripViews().then((module) => ({ default: module.TripDetail })));

/** A draft as one reader gets it: its texts in `language`, the pictures' descriptions and the label for the reader. */
type ReadTrip = EditorTripFieldsFragment & { language: Language };

function readTrip(
  trip: EditorTripFieldsFragment,
  language: Language,
  reader: UiLanguage,
  labels: LabelNames,
): ReadTrip {
  const images = trip.images.map((image) => ({ ...image, alt: readerAlt(image, reader) }));
  // The cover is one of the gallery's photos, which carry both descriptions.
  const cover = trip.coverImage && (images.find((image) => image._id === trip.coverImage?._id) ?? trip.coverImage);
  return {
    ...trip,
    language,
    title: localized(language, trip.title, trip.titleEn),
    preview: localized(language, trip.preview, trip.previewEn),
    perex: localized(language, trip.perex, trip.perexEn),
    contentHtml: localized(language, trip.contentHtml, trip.contentEnHtml),
    coverImage: cover,
    images,
    label: readerLabel(trip.label, labels, reader),
  };
}

/** The draft as the trip card needs it: nobody has rated or bookmarked a draft. */
function previewCard(trip: ReadTrip): CardTrip {
  return {
    _id: trip._id,
    language: trip.language,
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
function previewDetail(trip: ReadTrip): TripDetailTrip {
  const track = trip.track;
  return {
    _id: trip._id,
    language: trip.language,
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
 * The trip editor's preview: the saved draft in the app's own trip card and trip detail, at a phone's or a desktop's
 * width, as a reader of Czech or of English gets it. The readers' actions (bookmark, finished, rating, save offline,
 * ratings, weather, getting there) are left out: they act on a published trip, which a draft is not.
 */
export function TripPreview({ trip: draft }: { trip: EditorTripFieldsFragment }) {
  const { t } = useTranslation();
  const { reader, language, languages } = usePreviewReader(draft.hasEnglish);
  // The editor's own options, loaded with the form: its labels have both names.
  const labels = useQuery(tripEditorOptionsQuery).data?.editorLabels ?? [];
  const trip = readTrip(draft, language, reader, labels);
  return (
    <PreviewFrame
      note={t('console:tripPreview.note')}
      languages={languages}
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
