import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { BookmarkToggle } from '../../ui/bookmark-toggle';
import { toggleTripBookmarkMutation } from './graphql/trips.queries';

/** The heart on a trip. */
export function BookmarkButton({ tripId, bookmarked, size }: { tripId: string; bookmarked: boolean; size?: string }) {
  const { t } = useTranslation();
  const [toggle] = useMutation(toggleTripBookmarkMutation, { variables: { id: tripId } });
  return (
    <BookmarkToggle
      bookmarked={bookmarked}
      size={size}
      texts={t('trips:bookmark', { returnObjects: true })}
      toggle={async () => {
        const { data } = await toggle();
        return Boolean(data?.toggleTripBookmark.isBookmarked);
      }}
    />
  );
}
