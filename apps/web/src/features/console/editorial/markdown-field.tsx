import { useQuery } from '@apollo/client/react';
import { ActionIcon, Box, Group, SimpleGrid, Text, Textarea, Typography } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBold,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconQuote,
} from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { markdownPreviewQuery } from '../graphql/editorial.queries';
import { applyMarkdown, type MarkdownAction } from './markdown-actions';
import classes from './markdown-field.module.css';

interface MarkdownFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  name: string;
}

const ACTIONS: Array<{ action: MarkdownAction; icon: ReactNode }> = [
  { action: 'bold', icon: <IconBold size={18} aria-hidden /> },
  { action: 'italic', icon: <IconItalic size={18} aria-hidden /> },
  { action: 'heading2', icon: <IconH2 size={18} aria-hidden /> },
  { action: 'heading3', icon: <IconH3 size={18} aria-hidden /> },
  { action: 'bulletList', icon: <IconList size={18} aria-hidden /> },
  { action: 'numberedList', icon: <IconListNumbers size={18} aria-hidden /> },
  { action: 'quote', icon: <IconQuote size={18} aria-hidden /> },
  { action: 'link', icon: <IconLink size={18} aria-hidden /> },
];

/**
 * Markdown with a toolbar (each button also has its usual shortcut: Ctrl+B, Ctrl+I, Ctrl+K) and a live preview
 * rendered by the server exactly as the app will show it (`markdownPreview`: the same renderer and sanitiser).
 */
export function MarkdownField({ label, description, value, onChange, error, name }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const [debounced] = useDebouncedValue(value, 300);
  const preview = useQuery(markdownPreviewQuery, { variables: { markdown: debounced }, skip: !debounced.trim() });
  const html = debounced.trim() ? (preview.data ?? preview.previousData)?.markdownPreview : '';

  const run = (action: MarkdownAction) => {
    const element = area.current;
    if (!element) return;
    const result = applyMarkdown(value, element.selectionStart, element.selectionEnd, action);
    onChange(result.text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(result.selectionStart, result.selectionEnd);
    });
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <div>
        <Group gap={4} mb={4} role="toolbar" aria-label={t('console:editor.markdown.toolbar')}>
          {ACTIONS.map(({ action, icon }) => (
            <ActionIcon
              key={action}
              variant="default"
              size="lg"
              aria-label={t(`console:editor.markdown.${action}`)}
              title={t(`console:editor.markdown.${action}`)}
              onClick={() => run(action)}
            >
              {icon}
            </ActionIcon>
          ))}
        </Group>
        <Textarea
          ref={area}
          name={name}
          label={label}
          description={description}
          value={value}
          error={error}
          autosize
          minRows={12}
          maxRows={30}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (!(event.ctrlKey || event.metaKey)) return;
            const action = ({ b: 'bold', i: 'italic', k: 'link' } as const)[event.key.toLowerCase()];
            if (!action) return;
            event.preventDefault();
            run(action);
          }}
        />
      </div>
      <Box className={classes.column}>
        <Text size="sm" fw={500} mb={4} id={`${name}-preview`}>
          {t('console:editor.markdown.preview')}
        </Text>
        <section aria-labelledby={`${name}-preview`} className={classes.preview}>
          {html ? (
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API renders Markdown and sanitises it as for the app (platform/markdown.ts). */}
              <div dangerouslySetInnerHTML={{ __html: html }} />
            </Typography>
          ) : (
            <Text c="dimmed" size="sm">
              {t('console:editor.markdown.empty')}
            </Text>
          )}
        </section>
      </Box>
    </SimpleGrid>
  );
}
