import { useQuery } from '@apollo/client/react';
import { Anchor, Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogout, IconRoute } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { registerProfileTexts } from '../../app/i18n/profile-texts';
import { signOut } from '../../app/services';
import type { ProfileOverviewQuery } from '../../generated/graphql';
import { EmptyState } from '../../ui/empty-state';
import { formatDecimal } from '../../ui/format/decimal';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { WhenVisible } from '../../ui/when-visible';
import { loadFinishedMap } from '../map';
import { profileOverviewQuery } from './graphql/profile.queries';
import { KmChart } from './km-chart';
import { ProfileLinks } from './profile-links';
import classes from './profile-page.module.css';

registerProfileTexts();
registerPagesTexts();
registerOtherCommonTexts();

const FinishedMap = lazy(() => loadFinishedMap().then((module) => ({ default: module.FinishedMap })));

function initials(firstname: string, lastname: string): string {
  return `${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase();
}

function WhoAmI({ me }: { me: ProfileOverviewQuery['me'] }) {
  const { t, i18n } = useTranslation();
  // With the day, Czech puts the month in the genitive ("od 24. listopadu 2026"), as the sentence needs.
  const since = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(me.createdAt),
  );
  return (
    <Paper withBorder radius="lg" p="md">
      <Group wrap="nowrap" align="flex-start">
        <Avatar color="forest" radius="xl" size="lg" aria-hidden>
          {initials(me.firstname, me.lastname)}
        </Avatar>
        <Stack gap={2}>
          <Text fw={700} fz="lg">
            {me.fullname}
          </Text>
          <Text c="dimmed" size="sm">
            {me.email}
          </Text>
          {me.city ? (
            <Text size="sm">
              {me.city.name}, {t(`common:regions.${me.city.region}`)}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('profile:noCity')}{' '}
              <Anchor component={Link} to="/app/profile/settings" size="sm" underline="always">
                {t('profile:setCity')}
              </Anchor>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('profile:memberSince', { date: since })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function Counters({ data }: { data: ProfileOverviewQuery }) {
  const { t, i18n } = useTranslation();
  const counters = [
    {
      to: '/app/profile/favorite-trips',
      value: String(data.myBookmarkedTripsCount),
      label: t('profile:counters.bookmarkedTrips'),
    },
    {
      to: '/app/profile/bookmarked-articles',
      value: String(data.myBookmarkedArticlesCount),
      label: t('profile:counters.bookmarkedArticles'),
    },
    {
      to: '/app/profile/finished-trips',
      value: String(data.myFinishedTripsCount),
      label: t('profile:counters.finishedTrips'),
    },
    {
      to: '/app/profile/finished-trips',
      value: t('profile:km', { value: formatDecimal(data.myTotalKm, i18n.language) }),
      label: t('profile:counters.totalKm'),
    },
  ];
  return (
    <section aria-label={t('profile:counters.label')}>
      <ul className={classes.counters}>
        {counters.map((counter) => (
          <li key={counter.label}>
            <Link to={counter.to} className={classes.counter}>
              <span className={classes.counterValue}>{counter.value}</span>
              <span className={classes.counterLabel}>{counter.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The kilometres by month and the map of where the finished trips start; an invitation while there are none. */
function Walked({ data }: { data: ProfileOverviewQuery }) {
  const { t, i18n } = useTranslation();
  if (data.myFinishedTripsCount === 0) {
    return (
      <EmptyState
        icon={<IconRoute size={28} />}
        title={t('profile:empty.title')}
        text={t('profile:empty.text')}
        action={{ label: t('profile:empty.action'), to: '/app/trips' }}
      />
    );
  }
  const yearKm = data.myKmByMonth.reduce((sum, month) => sum + month.km, 0);
  return (
    <>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="profile-chart">
        <Title order={2} fz="h4" id="profile-chart" mb={4}>
          {t('profile:chart.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('profile:chart.summary', { km: formatDecimal(yearKm, i18n.language) })}
        </Text>
        <KmChart months={data.myKmByMonth} />
      </Paper>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="profile-map">
        <Title order={2} fz="h4" id="profile-map" mb={4}>
          {t('profile:map.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('profile:map.places', { count: data.myFinishedTripStarts.length })}
        </Text>
        <WhenVisible placeholder={<Skeleton height={260} radius="md" />}>
          <Suspense fallback={<Skeleton height={260} radius="md" />}>
            <FinishedMap starts={data.myFinishedTripStarts} />
          </Suspense>
        </WhenVisible>
      </Paper>
    </>
  );
}

/** `/app/profile`: who you are, your numbers, your kilometres by month and where you have walked. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(profileOverviewQuery, { fetchPolicy: 'network-only' });
  return (
    <>
      <PageHeading title={t('pages:profile.title')} />
      <Stack gap="lg" maw={760}>
        {loading && !data && (
          <>
            <Skeleton height={96} radius="lg" />
            <Skeleton height={88} radius="lg" />
          </>
        )}
        {error && !data && (
          <LoadFailure
            title={t('pages:profile.loadError')}
            retryLabel={t('profile:retry')}
            onRetry={() => void refetch()}
          />
        )}
        {data && (
          <>
            <WhoAmI me={data.me} />
            <Counters data={data} />
            <Walked data={data} />
          </>
        )}
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
