import { useMutation } from '@apollo/client/react';
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast';
import { toggleTripBookmarkMutation } from './graphql/trips.queries';

/** The heart on a trip: toggles the bookmark, with a toast either way (spec §8). */
export function BookmarkButton({
  tripId,
  bookmarked,
  size = 'lg',
}: {
  tripId: string;
  bookmarked: boolean;
  size?: string;
}) {
  const { t } = useTranslation();
  const [toggle, { loading }] = useMutation(toggleTripBookmarkMutation, { variables: { id: tripId } });
  const label = bookmarked ? t('trips:bookmark.remove') : t('trips:bookmark.add');
  return (
    <ActionIcon
      variant={bookmarked ? 'filled' : 'white'}
      color={bookmarked ? 'red.8' : 'dark'}
      radius="xl"
      size={size}
      aria-label={label}
      aria-pressed={bookmarked}
      title={label}
      loading={loading}
      onClick={async (event) => {
        event.preventDefault();
        event.stopPropagation();
        try {
          const { data } = await toggle();
          showToast(
            'success',
            data?.toggleTripBookmark.isBookmarked ? t('trips:bookmark.added') : t('trips:bookmark.removed'),
          );
        } catch {
          showToast('error', t('trips:bookmark.failed'));
        }
      }}
    >
      {bookmarked ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );
}
