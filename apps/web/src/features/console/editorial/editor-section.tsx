import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of an editor's form (Basics, Text, Photos…), a landmark named by its heading. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
