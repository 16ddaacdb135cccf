import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: { label: string; to: string };
}

/** An honest "nothing here yet" block with a useful next step. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p="xl" bg="forest.0">
      <Stack align="center" gap="sm" ta="center" maw={440} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="white" color="forest.8" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {action && (
          <Button component={Link} to={action.to} variant="filled" mt="xs">
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
