import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, List, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { navigateTo } from '../../app/navigation';
import { signOut } from '../../app/services';
import { showToast } from '../../app/toast';
import { Dialog } from '../../ui/dialog';
import { useValidationTranslator, validationMessage } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { deleteAccountMutation, settingsQuery } from './graphql/settings.queries';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();
registerValidationTexts();

/** The API's limit for the parting feedback (accounts.inputs.ts). */
const FEEDBACK_MAX_LENGTH = 2000;
const ERASED = ['account', 'answers', 'lists', 'newsletter'] as const;

/**
 * `/app/profile/settings/delete-account`: what deleting erases and what stays, an optional word of feedback, and
 * the choice to delete (confirmed once more) or stay. Deleting signs the user out here and on every other device.
 */
export function DeleteAccountPage() {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const { data, error, refetch } = useQuery(settingsQuery, { fetchPolicy: 'network-only' });
  const [feedback, setFeedback] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const [deleteAccount, { loading }] = useMutation(deleteAccountMutation);
  const email = data?.me.email;
  const tooLong = feedback.trim().length > FEEDBACK_MAX_LENGTH;

  const confirm = async () => {
    setFailed(false);
    try {
      await deleteAccount({ variables: { feedback: feedback.trim() || null } });
    } catch {
      setFailed(true);
      setConfirming(false);
      showToast('error', t('settings:deleteAccount.failed'));
      return;
    }
    await signOut({ redirect: false });
    showToast('success', t('settings:deleteAccount.deleted'));
    await navigateTo('/app', { replace: true });
  };

  return (
    <>
      <PageHeading
        title={t('settings:deleteAccount.title')}
        back={{ label: t('settings:deleteAccount.back'), to: '/app/profile/settings' }}
      />
      <Stack gap="lg" maw={640}>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('settings:deleteAccount.failed')}
          </Alert>
        )}
        {error && !data && (
          <LoadFailure
            title={t('settings:loadError')}
            retryLabel={t('settings:retry')}
            onRetry={() => void refetch()}
          />
        )}
        <Text>{t('settings:deleteAccount.intro')}</Text>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('settings:deleteAccount.erasedTitle')}
            </Title>
            {email ? (
              <List spacing={4}>
                {ERASED.map((key) => (
                  <List.Item key={key}>{t(`settings:deleteAccount.erased.${key}`, { email })}</List.Item>
                ))}
              </List>
            ) : (
              <Skeleton height={88} />
            )}
            <Title order={2} size="h4" mt="sm">
              {t('settings:deleteAccount.keptTitle')}
            </Title>
            <Text>{t('settings:deleteAccount.kept')}</Text>
            <Text fw={600}>{t('settings:deleteAccount.devices')}</Text>
          </Stack>
        </Paper>
        <Textarea
          label={t('settings:deleteAccount.feedback')}
          description={t('settings:deleteAccount.feedbackHint')}
          autosize
          minRows={3}
          maxRows={8}
          value={feedback}
          onChange={(event) => setFeedback(event.currentTarget.value)}
          error={tooLong ? translate(validationMessage('MAX_LENGTH', { maxLength: FEEDBACK_MAX_LENGTH })) : undefined}
        />
        <Group justify="space-between">
          <Button component={Link} to="/app/profile/settings" variant="filled">
            {t('settings:deleteAccount.stay')}
          </Button>
          <Button
            color="red.9"
            variant="outline"
            leftSection={<IconTrash size={18} aria-hidden />}
            disabled={!email || tooLong}
            onClick={() => setConfirming(true)}
          >
            {t('settings:deleteAccount.delete')}
          </Button>
        </Group>
      </Stack>
      <Dialog opened={confirming} onClose={() => setConfirming(false)} title={t('settings:deleteAccount.confirmTitle')}>
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>{t('settings:deleteAccount.confirmText', { email })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('settings:dialog.cancel')}
            </Button>
            <Button color="red.9" loading={loading} onClick={() => void confirm()}>
              {t('settings:deleteAccount.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
