import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import { Alert, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { InLanguage } from '../../../app/i18n/in-language';
import { LANGUAGES, type UiLanguage } from '../../../app/i18n/languages';
import { useTranslation } from '../../../ui/i18n/use-translation';
import classes from './preview-frame.module.css';
import type { PreviewLanguages } from './preview-language';

const WIDTHS = { phone: 390, desktop: 1000 } as const;
type PreviewWidth = keyof typeof WIDTHS;

interface PreviewFrameProps {
  /** What the preview leaves out and why, read with the frame. */
  note: string;
  /** The parts shown, each under its caption ("In the list of trips", "Trip detail"). */
  parts: Array<{ caption: string; card?: boolean; content: ReactNode }>;
  /**
   * Given (`usePreviewReader`), the frame offers a switch between a reader of Czech and one of English, and shows the
   * parts as that reader sees them: the app's texts in their language, and a note while they get the Czech version.
   */
  languages?: PreviewLanguages;
}

/** A draft in the app's own components at a phone's or a desktop's width: the editors' preview. */
export function PreviewFrame({ note, parts, languages }: PreviewFrameProps) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const titleId = useId();
  const noteId = useId();
  const fallbackId = useId();
  // The API's rule (platform/content-language.ts): until the English version is complete, readers of English get Czech.
  const czechForEnglish = languages?.reader === 'en' && !languages.englishComplete;
  const content = (
    <Stack gap="md">
      {parts.map((part) => (
        <Stack gap="md" key={part.caption}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {part.caption}
          </Text>
          {/* The captions are the editor's; the parts are in the reader's language. */}
          <div className={part.card ? classes.card : undefined} lang={languages?.reader}>
            {part.content}
          </div>
        </Stack>
      ))}
    </Stack>
  );
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz="h3" id={titleId}>
          {t('console:editor.preview.title')}
        </Title>
        <Group gap="sm">
          {languages && (
            <SegmentedControl
              aria-label={t('console:editor.preview.reader')}
              value={languages.reader}
              onChange={(value) => languages.onReader(value as UiLanguage)}
              data={LANGUAGES.map((language) => ({
                value: language.ui,
                label: <span lang={language.ui}>{language.label}</span>,
              }))}
            />
          )}
          <SegmentedControl
            aria-label={t('console:editor.preview.width')}
            value={width}
            onChange={(value) => setWidth(value as PreviewWidth)}
            data={(Object.keys(WIDTHS) as PreviewWidth[]).map((value) => ({
              value,
              label: t(`console:editor.preview.${value}`),
            }))}
          />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" id={noteId}>
        {note}
      </Text>
      {czechForEnglish && (
        <Alert color="yellow" variant="light" p="sm" role="status" id={fallbackId}>
          {t('console:editor.preview.czechForEnglish')}
        </Alert>
      )}
      {/* Focusable so a frame wider than the screen can be scrolled with the arrow keys. */}
      <section
        className={classes.viewport}
        aria-label={t('console:editor.preview.frame', { width: WIDTHS[width] })}
        aria-describedby={czechForEnglish ? `${noteId} ${fallbackId}` : noteId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <div className={classes.frame} data-width={width} data-testid="preview-frame">
          {languages ? (
            <InLanguage
              language={languages.reader}
              fallback={<Loader role="progressbar" aria-label={t('common:loading')} />}
            >
              {content}
            </InLanguage>
          ) : (
            content
          )}
        </div>
      </section>
    </Stack>
  );
}
