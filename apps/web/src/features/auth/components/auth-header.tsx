import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../ui/page-title';

/** The auth card's `<h1>` (also the document title) and an optional line below it. */
export function AuthHeader({ title, description }: { title: string; description?: string }) {
  usePageTitle(title, description);
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} fz={28}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
