import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../ui/i18n/use-translation';
import type { Conflict } from './outdated-version';
import type { EditorTexts } from './workflow-actions';

interface ConflictAlertProps {
  conflict: Conflict;
  /** Whose `conflict.title` and `conflict.text` to say: an editor's, or the Labels or Areas screen's. */
  texts: EditorTexts | 'labels' | 'areas';
  /** Replaces the form with the newer version (what was typed is discarded). */
  onLoadTheirs(): void;
}

/** An outdated save (optimistic locking): who changed the item and when; the typed values stay in the form. */
export function ConflictAlert({ conflict, texts, onLoadTheirs }: ConflictAlertProps) {
  const { t, i18n } = useTranslation();
  const when = conflict.changedAt
    ? new Date(conflict.changedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
    : '';
  return (
    <Alert color="red" variant="light" title={t(`console:${texts}.conflict.title`)} mb="md" role="alert">
      <Stack gap="xs">
        <Text size="sm">
          {t(`console:${texts}.conflict.text`, { name: conflict.changedBy ?? t('console:editor.someone'), when })}
        </Text>
        <Group gap="sm">
          <Button size="xs" variant="default" onClick={onLoadTheirs}>
            {t('console:editor.conflict.load')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
