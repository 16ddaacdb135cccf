import { useQuery } from '@apollo/client/react';
import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../ui/i18n/use-translation';
import { PageHeading } from '../../ui/page-heading';
import { consoleSections } from './console-sections';
import { consoleMeQuery } from './graphql/console.queries';
import { TranslationGaps } from './translation-gaps';

/**
 * `/admin`: who is signed in, with which roles, what readers of English still see in Czech, and the console's sections
 * those roles open.
 */
export function ConsoleHomePage() {
  const { t } = useTranslation();
  const { data } = useQuery(consoleMeQuery, { fetchPolicy: 'network-only' });
  const me = data?.me;
  if (!me) {
    return (
      <Center mih={160}>
        <Loader role="progressbar" aria-label={t('common:loading')} />
      </Center>
    );
  }
  const roles = me.roles.filter((role) => role !== 'USER');
  const sections = consoleSections(me.roles, t);
  return (
    <>
      <PageHeading
        title={t('console:home.greeting', { name: me.firstname || me.fullname })}
        description={t('console:home.yourRoles', { roles: roles.map((role) => t(`console:roles.${role}`)).join(', ') })}
      />
      <Stack gap="md" maw={720}>
        <TranslationGaps />
        <Title order={2} size="h4">
          {t('console:home.sections')}
        </Title>
        {sections.length > 0 ? (
          sections.map((section) => (
            <Paper key={section.to} withBorder radius="lg" p="lg">
              <Anchor component={Link} to={section.to} fw={700} size="lg">
                {section.label}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {section.text}
              </Text>
            </Paper>
          ))
        ) : (
          <Text>{t('console:home.nothingYet')}</Text>
        )}
      </Stack>
    </>
  );
}
