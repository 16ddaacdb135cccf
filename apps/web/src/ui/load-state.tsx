import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';

interface LoadStateProps {
  /** The first load is running (nothing to show yet). */
  loading: boolean;
  /** The first load failed (nothing to show). */
  failed: boolean;
  loadingText: string;
  failedText: string;
  retryLabel: string;
  onRetry(): void;
}

/** What a list or dialog shows before its data arrives: a small loader, or the failure with a way to try again. */
export function LoadState({ loading, failed, loadingText, failedText, retryLabel, onRetry }: LoadStateProps) {
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <span>{failedText}</span>
          <Button size="xs" variant="white" onClick={onRetry}>
            {retryLabel}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!loading) return null;
  return (
    <Group gap="xs">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{loadingText}</Text>
    </Group>
  );
}
