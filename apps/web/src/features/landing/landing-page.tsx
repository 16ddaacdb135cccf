import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconMap2, IconRoute } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsAuthenticated } from '../../app/session/use-session';
import { usePageTitle } from '../../ui/page-title';
import classes from './landing-page.module.css';

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack gap="xs">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={3} fz="lg">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}

/** `/`: what Toulky is, and the way into the app. */
export function LandingPage() {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  usePageTitle();
  return (
    <>
      <section className={classes.hero} aria-labelledby="landing-title">
        <Container size="lg">
          <Stack gap="lg" maw={640}>
            <Title order={1} id="landing-title" className={classes.title}>
              {t('pages:landing.title')}
            </Title>
            <Text size="xl" className={classes.lead}>
              {t('pages:landing.lead')}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={authenticated ? '/app/trips' : '/app/signup'}
                size="lg"
                color="yellow.4"
                c="dark.9"
              >
                {t('pages:landing.start')}
              </Button>
              {!authenticated && (
                <Button component={Link} to="/app/signin" size="lg" variant="white" c="forest.9">
                  {t('pages:landing.signIn')}
                </Button>
              )}
            </Group>
          </Stack>
        </Container>
      </section>
      <Container size="lg" py={56} component="section" aria-labelledby="landing-features">
        <Title order={2} id="landing-features" mb="xl">
          {t('pages:landing.featuresTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Feature
            icon={<IconAdjustmentsHorizontal size={26} />}
            title={t('pages:landing.features.find.title')}
            text={t('pages:landing.features.find.text')}
          />
          <Feature
            icon={<IconMap2 size={26} />}
            title={t('pages:landing.features.map.title')}
            text={t('pages:landing.features.map.text')}
          />
          <Feature
            icon={<IconRoute size={26} />}
            title={t('pages:landing.features.log.title')}
            text={t('pages:landing.features.log.text')}
          />
        </SimpleGrid>
      </Container>
    </>
  );
}
