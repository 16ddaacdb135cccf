import { Anchor, Button, Group, List, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '../../app/runtime-config';
import { Dialog } from '../../ui/dialog';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LogoMark } from '../../ui/logo';
import { mapAttribution } from '../map';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();

/** One entry of `/licenses.json`, which the build writes from the lockfile (build/third-party-licenses.ts). */
interface License {
  name: string;
  version: string;
  license: string;
  homepage: string | null;
}

type Licenses = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; list: License[] };

function isLicense(value: unknown): value is License {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.name === 'string' && typeof entry.version === 'string' && typeof entry.license === 'string';
}

/** The generated list of the web app's and server's third-party packages, asked for when About opens. */
function useLicenses(opened: boolean): Licenses {
  const [licenses, setLicenses] = useState<Licenses>({ state: 'loading' });
  const loaded = licenses.state === 'loaded';
  useEffect(() => {
    if (!opened || loaded) return;
    const controller = new AbortController();
    setLicenses({ state: 'loading' });
    fetch('/licenses.json', { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: unknown) => {
        setLicenses({ state: 'loaded', list: Array.isArray(body) ? body.filter(isLicense) : [] });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('[about] could not load /licenses.json', error);
          setLicenses({ state: 'failed' });
        }
      });
    return () => controller.abort();
  }, [opened, loaded]);
  return licenses;
}

function LicenseList({ licenses }: { licenses: Licenses }) {
  const { t } = useTranslation();
  if (licenses.state === 'loading') {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('settings:about.licensesLoading')}</Text>
      </Group>
    );
  }
  if (licenses.state === 'failed') {
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('settings:about.licensesFailed')}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">{t('settings:about.licensesText', { count: licenses.list.length })}</Text>
      <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
        <List size="sm" spacing={2} listStyleType="none" aria-label={t('settings:about.licenses')}>
          {licenses.list.map((entry) => (
            <List.Item key={`${entry.name}@${entry.version}`}>
              {entry.homepage ? (
                <Anchor href={entry.homepage} target="_blank" rel="noopener noreferrer" size="sm">
                  {entry.name}
                </Anchor>
              ) : (
                entry.name
              )}{' '}
              <Text span size="sm" c="dimmed">
                {entry.version} · {entry.license}
              </Text>
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </>
  );
}

/** "About": the app, its version and build (the version the new-version notice compares), and its credits. */
export function AboutDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const licenses = useLicenses(opened);
  const { version, mapyApiKey } = getRuntimeConfig();
  const map = mapAttribution(mapyApiKey);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('settings:about.title')} size="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <LogoMark size={48} />
          <Stack gap={0}>
            <Text fw={800} fz="xl" c="forest.9">
              Toulky
            </Text>
            <Text size="sm">{t('settings:about.tagline')}</Text>
          </Stack>
        </Group>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
          <Text component="dt" size="sm" fw={600}>
            {t('settings:about.version')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {version}
          </Text>
          <Text component="dt" size="sm" fw={600}>
            {t('settings:about.build')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {__APP_BUILD__}
          </Text>
        </dl>
        <Title order={3} size="h5">
          {t('settings:about.credits')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('settings:about.mapData')}
          </Text>
          <Text size="sm">
            {map.provider === 'mapy' ? t('settings:about.mapy') : t('settings:about.osm')}{' '}
            <Anchor href={map.href} target="_blank" rel="noopener noreferrer" size="sm">
              {map.href.replace(/^https:\/\//, '')}
            </Anchor>
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('settings:about.municipalities')}
          </Text>
          <Text size="sm">{t('settings:about.municipalitiesText')}</Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('settings:about.ipCountries')}
          </Text>
          <Text size="sm">
            {t('settings:about.ipCountriesText')}{' '}
            <Anchor href="https://lite.ip2location.com" target="_blank" rel="noopener noreferrer" size="sm">
              lite.ip2location.com
            </Anchor>
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('settings:about.licenses')}
          </Text>
          <LicenseList licenses={licenses} />
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('settings:dialog.done')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
