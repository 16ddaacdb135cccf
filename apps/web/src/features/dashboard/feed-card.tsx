import { AspectRatio, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { FeedCardFragment } from '../../generated/graphql';
import classes from '../../ui/content-card.module.css';
import { ContentLanguageBadge, useContentLang } from '../../ui/content-language';
import { formatDateTime } from '../../ui/format/date-time';
import { useTranslation } from '../../ui/i18n/use-translation';
import { registerWallTexts } from './wall-texts';

registerWallTexts();

/** Where a wall item leads: an article to its detail, an announcement to its trip. */
export function feedItemPath(item: FeedCardFragment, articleBase = '/app/dashboard'): string | null {
  if (item.__typename === 'PublishedArticle') return `${articleBase}/${encodeURIComponent(item.slug)}`;
  if (item.__typename === 'PublishedTripAnnouncement' && item.trip) return `/app/trips/${item.trip._id}`;
  return null;
}

/** A wall item: image, coloured label, title, preview and date; the whole card is one link. */
export function FeedCard({
  item,
  headingLevel = 2,
  articleBase,
}: {
  item: FeedCardFragment;
  headingLevel?: 2 | 3;
  /** Where an article opens (the wall's own route by default; the profile's saved articles use theirs). */
  articleBase?: string;
}) {
  const { t, i18n } = useTranslation();
  const to = feedItemPath(item, articleBase);
  const kind = item.__typename === 'PublishedArticle' ? 'PublishedArticle' : 'PublishedTripAnnouncement';
  const lang = useContentLang(item.language);
  return (
    <Card component="article" withBorder radius="lg" padding={0} className={classes.card}>
      <AspectRatio ratio={16 / 9}>
        <Image src={item.image?.url} alt="" loading="lazy" fallbackSrc="/favicon.svg" />
      </AspectRatio>
      <Stack gap={6} p="md">
        <Group gap={6}>
          {item.label && (
            <Badge color={item.label.color} variant="filled" radius="sm">
              {item.label.label}
            </Badge>
          )}
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`wall:kinds.${kind}`)}
          </Text>
          <ContentLanguageBadge language={item.language} />
        </Group>
        <Title order={headingLevel} fz="lg" lh={1.3} lang={lang}>
          {to ? (
            <Link to={to} className={classes.link}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} lang={lang}>
          {item.preview}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={String(item.publishedAt)}>
          {formatDateTime(item.publishedAt, i18n.language)}
        </Text>
      </Stack>
    </Card>
  );
}
