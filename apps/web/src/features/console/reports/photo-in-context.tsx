import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReportedPhotoFieldsFragment } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { Picture } from '../../../ui/picture';
import classes from './reports.module.css';

export type ModeratedPhoto = ReportedPhotoFieldsFragment;

/**
 * A hiker's photo as its readers saw it: a thumbnail opening the photo full size in a new tab (moderators judge
 * details), its caption, then the card's own `children`. `author` names the photo when it has no caption.
 */
export function PhotoInContext({
  photo,
  author,
  children,
}: {
  photo: ModeratedPhoto;
  author: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="figure" withBorder radius="md" p="sm" m={0} bg="gray.0" className={classes.photo}>
      <Anchor href={photo.image.url} target="_blank" rel="noopener noreferrer" className={classes.photoLink}>
        <Picture
          image={photo.image}
          sizes="160px"
          alt={photo.caption || t('console:reports.photo.alt', { name: author })}
          w={160}
          h={120}
          fit="cover"
          radius="sm"
          className={classes.photoImage}
        />
        <span className={classes.photoOpen}>{t('console:reports.photo.open')}</span>
      </Anchor>
      <Stack gap={4} component="figcaption">
        <Text size="sm" fw={700}>
          {t('console:reports.photo.label')}
        </Text>
        <Text className={classes.text}>{photo.caption || t('console:reports.photo.noCaption')}</Text>
        <Text size="sm" c="gray.7">
          {t('console:reports.photo.by', { name: author })}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
