import { useQuery } from '@apollo/client/react';
import { Avatar, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../app/services';
import { PageHeading } from '../../ui/page-heading';
import { meQuery } from './graphql/me.query';
import { ProfileLinks } from './profile-links';

function initials(firstname: string, lastname: string): string {
  return `${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase();
}

/** Who is signed in, as the API says right now (spec §4: `me` is never cached). */
function WhoAmI() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(meQuery, { fetchPolicy: 'network-only' });
  if (loading) return <Skeleton height={72} radius="lg" />;
  if (error || !data?.me) return <Text c="dimmed">{t('pages:profile.loadError')}</Text>;
  const { me } = data;
  return (
    <Paper withBorder radius="lg" p="md">
      <Group wrap="nowrap">
        <Avatar color="forest" radius="xl" size="lg" aria-hidden>
          {initials(me.firstname, me.lastname)}
        </Avatar>
        <div>
          <Text fw={700} fz="lg">
            {me.fullname}
          </Text>
          <Text c="dimmed" size="sm">
            {me.email}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** `/app/profile`. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages:profile.title')} />
      <Stack gap="lg" maw={640}>
        <WhoAmI />
        <ProfileLinks />
        <Button
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void signOut()}
          w="fit-content"
        >
          {t('pages:profile.signOut')}
        </Button>
      </Stack>
    </>
  );
}
