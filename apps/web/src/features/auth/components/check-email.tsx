import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { AuthHeader } from './auth-header';

interface CheckEmailProps {
  title: string;
  text: string;
  hint: string;
  retryLabel: string;
  onRetry: () => void;
}

/** The "we have sent you an e-mail" state shown after sign-up and after a reset request. */
export function CheckEmail({ title, text, hint, retryLabel, onRetry }: CheckEmailProps) {
  return (
    <Stack gap="md" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconMailCheck size={30} />
      </ThemeIcon>
      <AuthHeader title={title} />
      <Text mt={-16}>{text}</Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      <Button variant="subtle" onClick={onRetry} w="fit-content" px={0}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
