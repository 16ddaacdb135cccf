import { useMutation, useQuery } from '@apollo/client/react';
import type { EditorAnnouncementFieldsFragment } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import type { RevisionFieldDescriptor } from '../editorial/revision-diff';
import { type RevisionRef, RevisionsPanel, useRevisionRows } from '../editorial/revisions-panel';
import { announcementRevisionsQuery, restoreAnnouncementRevisionMutation } from '../graphql/announcements.queries';
import { tripEditorOptionsQuery } from '../graphql/trips.queries';

/** An announcement revision's fields (the JSON of `AnnouncementDraftInput`) in the editor's order. */
export const ANNOUNCEMENT_REVISION_FIELDS = [
  { field: 'tripId', kind: 'trip' },
  { field: 'title', kind: 'text' },
  { field: 'preview', kind: 'lines' },
  { field: 'titleEn', kind: 'text' },
  { field: 'previewEn', kind: 'lines' },
  { field: 'labelId', kind: 'label' },
  { field: 'imageId', kind: 'image' },
] as const satisfies readonly RevisionFieldDescriptor[];

type AnnouncementRevisionField = (typeof ANNOUNCEMENT_REVISION_FIELDS)[number]['field'];

interface AnnouncementRevisionsProps {
  announcement: EditorAnnouncementFieldsFragment;
  onRestored(announcement: EditorAnnouncementFieldsFragment): void;
}

/** The announcement's revisions: the editorial revisions panel with the announcement's fields, trip and labels. */
export function AnnouncementRevisions({ announcement, onRestored }: AnnouncementRevisionsProps) {
  const { t, i18n } = useTranslation();
  const options = useQuery(tripEditorOptionsQuery).data;
  const revisions = useRevisionRows(announcementRevisionsQuery, announcement._id, (data) => data.announcementRevisions);
  const [restore] = useMutation(restoreAnnouncementRevisionMutation);

  const refName = ({ type, id }: RevisionRef): string | undefined => {
    if (type === 'trip') {
      // Only the trip linked now is known by name; an earlier one is named as such.
      return announcement.trip?._id === id ? announcement.trip.title : t('console:announcementRevisions.otherTrip');
    }
    if (type !== 'label') return undefined;
    const label = options?.editorLabels.find((item) => item._id === id);
    if (label) return i18n.language.startsWith('en') ? label.labelEn : label.labelCs;
    return announcement.label?._id === id ? announcement.label.label : undefined;
  };

  return (
    <RevisionsPanel
      item={announcement}
      revisions={revisions}
      restore={async (revision) => {
        const result = await restore({
          variables: { id: announcement._id, version: announcement.version, revision },
        });
        if (!result.data) throw new Error('restoreAnnouncementRevision answered no announcement');
        return result.data.restoreAnnouncementRevision;
      }}
      onRestored={onRestored}
      fields={ANNOUNCEMENT_REVISION_FIELDS}
      fieldName={(field: AnnouncementRevisionField) => t(`console:announcementRevisions.fields.${field}`)}
      refName={refName}
      texts="announcementRevisions"
    />
  );
}
