import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from './page-title';

interface PageHeadingProps {
  title: string;
  description?: string;
  back?: { label: string; to: string };
  actions?: ReactNode;
  /** False for a heading shown inside another screen (the console's preview of a trip): the title stays that screen's. */
  documentTitle?: boolean;
  /** The language of title and description when it is not the reader's (ui/content-language.tsx). */
  lang?: string;
}

/** The page's one `<h1>`, which also becomes the document title. */
export function PageHeading({ title, description, back, actions, documentTitle = true, lang }: PageHeadingProps) {
  usePageTitle(title, description, documentTitle);
  return (
    <Stack gap={4} mb="lg">
      {back && (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="center" wrap="nowrap">
        <Title order={1} lang={lang}>
          {title}
        </Title>
        {actions}
      </Group>
      {description && (
        <Text c="dimmed" lang={lang}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
