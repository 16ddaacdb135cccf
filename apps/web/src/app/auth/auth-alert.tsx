import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../ui/i18n/use-translation';
import { registerAuthTexts } from '../i18n/auth-texts';
import type { AuthFailure } from './auth-failure';

registerAuthTexts();

interface AuthAlertProps {
  failure: AuthFailure | null;
  /** The screen's wording for the failures only it knows; null means "use the generic message". */
  describe: (failure: AuthFailure) => ReactNode | null;
  /** The screen's generic failure message (spec §8), e.g. "There was an error requesting reset." */
  fallback: string;
}

/** The form-level error of an auth screen, announced to screen readers (role="alert"). */
export function AuthAlert({ failure, describe, fallback }: AuthAlertProps) {
  const { t } = useTranslation();
  if (!failure || failure.kind === 'fields') return null;
  let content: ReactNode;
  if (failure.kind === 'botCheck') {
    content = (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('auth:errors.botCheck')}
        </Text>
        <Text size="sm">{t('auth:errors.botCheckHint')}</Text>
      </Stack>
    );
  } else if (failure.kind === 'rateLimited') {
    content =
      failure.minutes === null
        ? t('auth:errors.tooManyAttemptsLater')
        : t('auth:errors.tooManyAttempts', { count: failure.minutes });
  } else {
    content = describe(failure) ?? fallback;
  }
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      {content}
    </Alert>
  );
}
