import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './preview-frame.module.css';

const WIDTHS = { phone: 390, desktop: 1000 } as const;
type PreviewWidth = keyof typeof WIDTHS;

interface PreviewFrameProps {
  /** What the preview leaves out and why, read with the frame. */
  note: string;
  /** The parts shown, each under its caption ("In the list of trips", "Trip detail"). */
  parts: Array<{ caption: string; card?: boolean; content: ReactNode }>;
}

/** A draft in the app's own components at a phone's or a desktop's width: the editors' preview. */
export function PreviewFrame({ note, parts }: PreviewFrameProps) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const titleId = useId();
  const noteId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz="h3" id={titleId}>
          {t('console:editor.preview.title')}
        </Title>
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
      <Text size="sm" c="dimmed" id={noteId}>
        {note}
      </Text>
      {/* Focusable so a frame wider than the screen can be scrolled with the arrow keys. */}
      <section
        className={classes.viewport}
        aria-label={t('console:editor.preview.frame', { width: WIDTHS[width] })}
        aria-describedby={noteId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <div className={classes.frame} data-width={width} data-testid="preview-frame">
          <Stack gap="md">
            {parts.map((part) => (
              <Stack gap="md" key={part.caption}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {part.caption}
                </Text>
                {part.card ? <div className={classes.card}>{part.content}</div> : part.content}
              </Stack>
            ))}
          </Stack>
        </div>
      </section>
    </Stack>
  );
}
