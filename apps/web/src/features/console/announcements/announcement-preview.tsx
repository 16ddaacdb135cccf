import { useTranslation } from 'react-i18next';
import type { EditorAnnouncementFieldsFragment, FeedCardFragment } from '../../../generated/graphql';
import { FeedCard } from '../../dashboard';
import { PreviewFrame } from '../editorial/preview-frame';

/** The draft as the wall's card needs it; not yet published, it shows the time it is to go out, or now. */
function previewCard(announcement: EditorAnnouncementFieldsFragment): FeedCardFragment {
  return {
    __typename: 'PublishedTripAnnouncement',
    _id: announcement._id,
    // The Czech version, which the editor writes first.
    language: 'cs_CZ',
    title: announcement.title,
    preview: announcement.preview,
    publishedAt: announcement.publishedAt ?? announcement.scheduledAt ?? new Date().toISOString(),
    trip: announcement.trip ? { _id: announcement.trip._id } : null,
    image: announcement.image,
    label: announcement.label,
  };
}

/** The announcement editor's preview: the draft in the wall's own card, at phone or desktop width. */
export function AnnouncementPreview({ announcement }: { announcement: EditorAnnouncementFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <PreviewFrame
      note={t('console:announcementEditor.preview.note')}
      parts={[
        {
          caption: t('console:announcementEditor.preview.card'),
          card: true,
          content: <FeedCard item={previewCard(announcement)} />,
        },
      ]}
    />
  );
}
