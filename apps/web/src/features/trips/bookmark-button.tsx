import { useMutation } from '@apollo/client/react';
import { followBookmark } from '../../app/offline/saved-trips-triggers';
import { showToast } from '../../app/toast';
import { BookmarkToggle } from '../../ui/bookmark-toggle';
import { useTranslation } from '../../ui/i18n/use-translation';
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
      notify={showToast}
      toggle={async () => {
        const { data } = await toggle();
        const isBookmarked = Boolean(data?.toggleTripBookmark.isBookmarked);
        // A favourite is saved for offline (unless turned off), and its automatic copy goes with the bookmark.
        followBookmark(tripId, isBookmarked);
        return isBookmarked;
      }}
    />
  );
}
