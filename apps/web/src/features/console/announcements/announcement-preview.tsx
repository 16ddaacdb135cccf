import type { EditorAnnouncementFieldsFragment, FeedCardFragment } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { FeedCard } from '../../dashboard';
import { PreviewFrame } from '../editorial/preview-frame';

/**
 * The draft as the wall's card needs it, in Czech or in English; not yet published, it shows the time it is to go
 * out, or now.
 */
function previewCard(announcement: EditorAnnouncementFieldsFragment, english: boolean): FeedCardFragment {
  return {
    __typename: 'PublishedTripAnnouncement',
    _id: announcement._id,
    language: english ? 'en_US' : 'cs_CZ',
    title: (english && announcement.titleEn) || announcement.title,
    preview: (english && announcement.previewEn) || announcement.preview,
    publishedAt: announcement.publishedAt ?? announcement.scheduledAt ?? new Date().toISOString(),
    trip: announcement.trip ? { _id: announcement.trip._id } : null,
    image: announcement.image,
    label: announcement.label,
  };
}

/**
 * The announcement editor's preview: the draft in the wall's own card, at phone or desktop width; a second card
 * shows what readers of English get once the English version is complete (until then they get the Czech one).
 */
export function AnnouncementPreview({ announcement }: { announcement: EditorAnnouncementFieldsFragment }) {
  const { t } = useTranslation();
  const card = {
    caption: t('console:announcementEditor.preview.card'),
    card: true,
    content: <FeedCard item={previewCard(announcement, false)} />,
  };
  const englishCard = {
    caption: t('console:announcementEditor.preview.cardEn'),
    card: true,
    content: <FeedCard item={previewCard(announcement, true)} />,
  };
  return (
    <PreviewFrame
      note={t('console:announcementEditor.preview.note')}
      parts={announcement.hasEnglish ? [card, englishCard] : [card]}
    />
  );
}
