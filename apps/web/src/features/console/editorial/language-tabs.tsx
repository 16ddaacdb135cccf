import { Badge, Group, Tabs, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/use-translation';

interface LanguageTabsProps {
  /** The Czech texts' fields (required, as they always were). */
  czech: ReactNode;
  /** The English texts' fields (optional: a started English version needs its title). */
  english: ReactNode;
  /** Whether the saved item's English version is complete, so readers of English get it. */
  englishComplete: boolean;
  /** Whether an English field has an error: the English tab says so, and a failed save opens it. */
  englishErrors: boolean;
  /** Whether a Czech field has an error: a failed save then stays on the Czech tab. */
  czechErrors: boolean;
  /** Grows with every attempt to save (react-hook-form's submitCount). */
  submitCount: number;
}

/**
 * An item's texts in Czech and in English, as tabs (issue 30). Both panels stay mounted, so the form keeps every
 * value and validates both; the English tab says whether readers of English get that version yet.
 */
export function LanguageTabs({
  czech,
  english,
  englishComplete,
  englishErrors,
  czechErrors,
  submitCount,
}: LanguageTabsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'cs' | 'en'>('cs');
  // A save refused for the English fields alone shows them, so the editor sees what to fix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt to save, with that attempt's errors.
  useEffect(() => {
    if (submitCount > 0 && englishErrors && !czechErrors) setTab('en');
  }, [submitCount]);
  return (
    <Tabs value={tab} onChange={(value) => setTab(value === 'en' ? 'en' : 'cs')} keepMounted>
      <Tabs.List mb="md" aria-label={t('console:editor.languages.label')}>
        <Tabs.Tab value="cs" color={czechErrors ? 'red' : undefined}>
          <span lang="cs">Čeština</span>
        </Tabs.Tab>
        <Tabs.Tab value="en" color={englishErrors ? 'red' : undefined}>
          <Group gap={6} wrap="nowrap">
            <span lang="en">English</span>
            <Badge size="xs" variant="filled" color={englishComplete ? 'forest.8' : 'gray.7'} tt="none">
              {t(englishComplete ? 'console:editor.languages.complete' : 'console:editor.languages.incomplete')}
            </Badge>
          </Group>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="cs">{czech}</Tabs.Panel>
      <Tabs.Panel value="en">
        <Text size="sm" c="dimmed" mb="sm">
          {t('console:editor.languages.englishHint')}
        </Text>
        {english}
      </Tabs.Panel>
    </Tabs>
  );
}
