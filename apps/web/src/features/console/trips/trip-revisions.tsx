import { useMutation, useQuery } from '@apollo/client/react';
import { registerTripFilterTexts } from '../../../app/i18n/trip-filter-texts';
import type { EditorTripFieldsFragment } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import type { TripValue } from '../../trips';
import type { RevisionFieldDescriptor } from '../editorial/revision-diff';
import { type RevisionRef, RevisionsPanel, useRevisionRows } from '../editorial/revisions-panel';
import { restoreTripRevisionMutation, tripEditorOptionsQuery, tripRevisionsQuery } from '../graphql/trips.queries';

registerTripFilterTexts();

/** A trip revision's fields (the JSON of `TripDraftInput`) in the editor's order, each with how it reads. */
export const TRIP_REVISION_FIELDS = [
  { field: 'title', kind: 'text' },
  { field: 'areaId', kind: 'area' },
  { field: 'labelId', kind: 'label' },
  { field: 'perex', kind: 'lines' },
  { field: 'preview', kind: 'lines' },
  { field: 'content', kind: 'lines' },
  { field: 'titleEn', kind: 'text' },
  { field: 'perexEn', kind: 'lines' },
  { field: 'previewEn', kind: 'lines' },
  { field: 'contentEn', kind: 'lines' },
  { field: 'routeLink', kind: 'text' },
  { field: 'coordinates', kind: 'coordinates' },
  { field: 'lengthKm', kind: 'km' },
  { field: 'duration', kind: 'values' },
  { field: 'routeType', kind: 'values' },
  { field: 'terrain', kind: 'values' },
  { field: 'suitability', kind: 'values' },
  { field: 'accessibility', kind: 'values' },
  { field: 'gastro', kind: 'values' },
  { field: 'additionalActivities', kind: 'values' },
  { field: 'overnightStay', kind: 'values' },
  { field: 'coverImageId', kind: 'cover', photosField: 'photos' },
  { field: 'photos', kind: 'photos' },
  { field: 'trackId', kind: 'track' },
] as const satisfies readonly RevisionFieldDescriptor[];

type TripRevisionField = (typeof TRIP_REVISION_FIELDS)[number]['field'];

/** The attribute groups are named by the app's filter texts; the other fields by the console's. */
const APP_FIELD_NAMES = {
  areaId: 'trips:filter.groups.area',
  lengthKm: 'trips:filter.groups.length',
  duration: 'trips:filter.groups.duration',
  routeType: 'trips:filter.groups.routeType',
  terrain: 'trips:filter.groups.terrain',
  suitability: 'trips:filter.groups.suitability',
  accessibility: 'trips:filter.groups.accessibility',
  gastro: 'trips:filter.groups.gastro',
  additionalActivities: 'trips:filter.groups.additionalActivities',
  overnightStay: 'trips:filter.groups.overnightStay',
} as const satisfies Partial<Record<TripRevisionField, string>>;

interface TripRevisionsProps {
  trip: EditorTripFieldsFragment;
  onRestored(trip: EditorTripFieldsFragment): void;
}

/** The trip's revisions: the editorial revisions panel with the trip's fields, areas, labels and attribute values. */
export function TripRevisions({ trip, onRestored }: TripRevisionsProps) {
  const { t, i18n } = useTranslation();
  const options = useQuery(tripEditorOptionsQuery).data;
  const revisions = useRevisionRows(tripRevisionsQuery, trip._id, (data) => data.tripRevisions);
  const [restore] = useMutation(restoreTripRevisionMutation);

  const fieldName = (field: TripRevisionField): string =>
    field in APP_FIELD_NAMES
      ? t(APP_FIELD_NAMES[field as keyof typeof APP_FIELD_NAMES])
      : t(`console:tripRevisions.fields.${field as Exclude<TripRevisionField, keyof typeof APP_FIELD_NAMES>}`);

  const refName = ({ type, id }: RevisionRef): string | undefined => {
    if (type === 'area') {
      return (
        options?.areaSelectOptions.find((area) => area.value === id)?.label ??
        (trip.area?._id === id ? trip.area.name : undefined)
      );
    }
    if (type !== 'label') return undefined;
    const label = options?.editorLabels.find((item) => item._id === id);
    if (label) return i18n.language.startsWith('en') ? label.labelEn : label.labelCs;
    return trip.label?._id === id ? trip.label.label : undefined;
  };

  return (
    <RevisionsPanel
      item={trip}
      revisions={revisions}
      restore={async (revision) => {
        const result = await restore({ variables: { id: trip._id, version: trip.version, revision } });
        if (!result.data) throw new Error('restoreTripRevision answered no trip');
        return result.data.restoreTripRevision;
      }}
      onRestored={onRestored}
      fields={TRIP_REVISION_FIELDS}
      fieldName={fieldName}
      refName={refName}
      enumName={(value) => t(`trips:values.${value as TripValue}`)}
      texts="tripRevisions"
    />
  );
}
