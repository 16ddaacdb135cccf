import { useQuery } from '@apollo/client/react';
import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import {
  IconBell,
  IconDevices,
  IconDownload,
  IconFileText,
  IconHeartHandshake,
  IconInfoCircle,
  IconKey,
  IconLanguage,
  IconLogout,
  IconMapPin,
  IconMessage,
  IconShare,
  IconShieldLock,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, useState } from 'react';
import { LANGUAGES, toLanguageCode } from '../../app/i18n/languages';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { usePublicPath } from '../../app/i18n/use-public-path';
import { signOut } from '../../app/services';
import type { SettingsUserFragment } from '../../generated/graphql';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LazyDialog } from '../../ui/lazy-dialog';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { downloadMyData } from './download-my-data';
import { settingsQuery } from './graphql/settings.queries';
import type { SettingsDialogProps } from './settings-dialog-props';
import { SettingsEntry } from './settings-entry';
import classes from './settings-entry.module.css';
import { registerSettingsTexts } from './settings-texts';
import { shareApp } from './share-app';

registerSettingsTexts();
registerOtherCommonTexts();

function lazyDialog(
  load: () => Promise<ComponentType<SettingsDialogProps>>,
): LazyExoticComponent<ComponentType<SettingsDialogProps>> {
  return lazy(() => load().then((component) => ({ default: component })));
}

// Each dialog is its own chunk, downloaded when it first opens.
const DIALOGS = {
  credentials: lazyDialog(() => import('./credentials-dialog').then((m) => m.CredentialsDialog)),
  password: lazyDialog(() => import('./password-dialog').then((m) => m.PasswordDialog)),
  devices: lazyDialog(() => import('./devices-dialog').then((m) => m.DevicesDialog)),
  subscription: lazyDialog(() => import('./subscription-dialog').then((m) => m.SubscriptionDialog)),
  interests: lazyDialog(() => import('./interests-dialog').then((m) => m.InterestsDialog)),
  location: lazyDialog(() => import('./location-dialog').then((m) => m.LocationDialog)),
  language: lazyDialog(() => import('./language-dialog').then((m) => m.LanguageDialog)),
  support: lazyDialog(() => import('./support-dialog').then((m) => m.SupportDialog)),
};
type DialogName = keyof typeof DIALOGS;

const AboutDialog = lazy(() => import('./about-dialog').then((m) => ({ default: m.AboutDialog })));

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb={8}>
        {title}
      </Title>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <ul className={classes.list}>{children}</ul>
      </Paper>
    </section>
  );
}

/** The first seven entries of spec §2, which show and change the signed-in user's own data. */
function AccountEntries({ user, open }: { user: SettingsUserFragment; open(name: DialogName): void }) {
  const { t, i18n } = useTranslation();
  // The language the app speaks now; choosing one in the dialog also saves it on the account.
  const language = LANGUAGES.find(({ code }) => code === toLanguageCode(i18n.language))?.label;
  const interests = user.interests.map((interest) => t(`trips:values.${interest}`)).join(', ');
  return (
    <>
      <Group title={t('settings:groups.account')}>
        <li>
          <SettingsEntry
            icon={IconUser}
            label={t('settings:entries.credentials')}
            summary={user.fullname}
            onClick={() => open('credentials')}
          />
        </li>
        <li>
          <SettingsEntry
            icon={IconKey}
            label={t('settings:entries.password')}
            summary={t('settings:summaries.password')}
            onClick={() => open('password')}
          />
        </li>
        <li>
          <SettingsEntry
            icon={IconDevices}
            label={t('settings:entries.devices')}
            summary={t('settings:summaries.devices')}
            onClick={() => open('devices')}
          />
        </li>
        <li>
          <SettingsEntry
            icon={IconBell}
            label={t('settings:entries.subscription')}
            summary={
              user.newsletterSubscribed
                ? t('settings:summaries.subscribed', { email: user.email })
                : t('settings:summaries.notSubscribed')
            }
            onClick={() => open('subscription')}
          />
        </li>
      </Group>
      <Group title={t('settings:groups.preferences')}>
        <li>
          <SettingsEntry
            icon={IconHeartHandshake}
            label={t('settings:entries.interests')}
            summary={interests || t('settings:summaries.noInterests')}
            onClick={() => open('interests')}
          />
        </li>
        <li>
          <SettingsEntry
            icon={IconMapPin}
            label={t('settings:entries.location')}
            summary={
              user.city
                ? `${user.city.name}, ${t(`common:regions.${user.city.region}`)}`
                : t('settings:summaries.noLocation')
            }
            onClick={() => open('location')}
          />
        </li>
        <li>
          <SettingsEntry
            icon={IconLanguage}
            label={t('settings:entries.language')}
            summary={language}
            onClick={() => open('language')}
          />
        </li>
      </Group>
      <Group title={t('settings:groups.help')}>
        <li>
          <SettingsEntry
            icon={IconMessage}
            label={t('settings:entries.support')}
            summary={t('settings:summaries.support', { email: user.email })}
            onClick={() => open('support')}
          />
        </li>
        <li>
          <SettingsEntry
            icon={IconDownload}
            label={t('settings:entries.download')}
            summary={t('settings:summaries.download')}
            onClick={() => void downloadMyData(t)}
          />
        </li>
        <li>
          <SettingsEntry
            icon={IconTrash}
            label={t('settings:entries.deleteAccount')}
            summary={t('settings:summaries.deleteAccount')}
            to="/app/profile/settings/delete-account"
            danger
          />
        </li>
      </Group>
    </>
  );
}

/**
 * `/app/profile/settings`: the thirteen entries of spec §2, in its order, with "Signed-in devices" after the password
 * and "Download my data" before deletion.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const publicHref = usePublicPath();
  const { data, loading, error, refetch } = useQuery(settingsQuery, { fetchPolicy: 'network-only' });
  const [opened, setOpened] = useState<DialogName | 'about' | null>(null);
  const close = () => setOpened(null);
  const user = data?.me;

  return (
    <>
      <PageHeading title={t('settings:title')} back={{ label: t('settings:back'), to: '/app/profile' }} />
      <Stack gap="xl" maw={640}>
        {loading && !user && <Skeleton height={420} radius="lg" />}
        {error && !user && (
          <LoadFailure
            title={t('settings:loadError')}
            retryLabel={t('settings:retry')}
            onRetry={() => void refetch()}
          />
        )}
        {user && <AccountEntries user={user} open={setOpened} />}
        <Group title={t('settings:groups.toulky')}>
          <li>
            <SettingsEntry
              icon={IconShieldLock}
              label={t('settings:entries.privacy')}
              href={publicHref('/privacy-policy')}
            />
          </li>
          <li>
            <SettingsEntry
              icon={IconFileText}
              label={t('settings:entries.terms')}
              href={publicHref('/terms-of-service')}
            />
          </li>
          <li>
            <SettingsEntry
              icon={IconInfoCircle}
              label={t('settings:entries.about')}
              onClick={() => setOpened('about')}
            />
          </li>
          <li>
            <SettingsEntry
              icon={IconShare}
              label={t('settings:entries.share')}
              summary={t('settings:summaries.share')}
              onClick={() => void shareApp(t)}
            />
          </li>
          <li>
            <SettingsEntry icon={IconLogout} label={t('settings:entries.signOut')} onClick={() => void signOut()} />
          </li>
        </Group>
      </Stack>
      {user &&
        (Object.keys(DIALOGS) as DialogName[]).map((name) => {
          const Dialog = DIALOGS[name];
          return (
            <LazyDialog key={name} opened={opened === name}>
              <Dialog opened={opened === name} onClose={close} user={user} />
            </LazyDialog>
          );
        })}
      <LazyDialog opened={opened === 'about'}>
        <AboutDialog opened={opened === 'about'} onClose={close} />
      </LazyDialog>
    </>
  );
}
