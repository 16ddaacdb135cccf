import { useMutation } from '@apollo/client/react';
import { showToast } from '../../app/toast';
import { BookmarkToggle } from '../../ui/bookmark-toggle';
import { useTranslation } from '../../ui/i18n/use-translation';
import { toggleArticleBookmarkMutation } from './graphql/wall.queries';
import { registerWallTexts } from './wall-texts';

registerWallTexts();

/** The heart on an article. */
export function ArticleBookmarkButton({ articleId, bookmarked }: { articleId: string; bookmarked: boolean }) {
  const { t } = useTranslation();
  const [toggle] = useMutation(toggleArticleBookmarkMutation, { variables: { id: articleId } });
  return (
    <BookmarkToggle
      bookmarked={bookmarked}
      texts={t('wall:bookmark', { returnObjects: true })}
      notify={showToast}
      toggle={async () => {
        const { data } = await toggle();
        return Boolean(data?.toggleArticleBookmark.isBookmarked);
      }}
    />
  );
}
