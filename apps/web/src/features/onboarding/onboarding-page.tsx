import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Center, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../app/i18n/language-switch';
import { showToast } from '../../app/toast';
import type { OnboardingAnswersFragment } from '../../generated/graphql';
import { serverFieldErrors } from '../../ui/forms/server-errors';
import { isValidationKey, validationMessage } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadFailure } from '../../ui/load-failure';
import { Logo } from '../../ui/logo';
import { usePageTitle } from '../../ui/page-title';
import { AboutYouStep } from './about-you-step';
import { EitherOrStep } from './either-or-step';
import { onboardingQuery, updateOnboardingMutation } from './graphql/onboarding.queries';
import classes from './onboarding.module.css';
import {
  answersFrom,
  type OnboardingAnswers,
  STEP_COUNT,
  STEPS,
  type Step,
  type StepErrors,
  startStep,
  stepErrors,
  stepInput,
} from './onboarding-answers';
import { registerOnboardingTexts } from './onboarding-texts';
import type { StepProps } from './step-props';
import { ThanksStep } from './thanks-step';
import { TripPreferencesStep } from './trip-preferences-step';

registerOnboardingTexts();

const WALL_PATH = '/app/dashboard';

const STEP_VIEWS: Record<
  Step,
  { key: 'aboutYou' | 'eitherOr' | 'tripPreferences' | 'thanks'; View(props: StepProps): ReactNode }
> = {
  1: { key: 'aboutYou', View: AboutYouStep },
  2: { key: 'eitherOr', View: EitherOrStep },
  3: { key: 'tripPreferences', View: TripPreferencesStep },
  4: { key: 'thanks', View: ThanksStep },
};

type Leave = 'back' | 'next' | 'skip';

/** The server's field errors that a step shows on its own fields (e.g. too many interests). */
function fieldErrorsOf(error: unknown): StepErrors {
  const fields: StepErrors = {};
  for (const { field, messageKey, params } of serverFieldErrors(error)) {
    const name = field.split('.').pop();
    const target = name === 'cityId' ? 'city' : name;
    if (target !== 'city' && target !== 'interests' && target !== 'referralText') continue;
    fields[target] = validationMessage(isValidationKey(messageKey) ? messageKey : 'INVALID_VALUE', params);
  }
  return fields;
}

function OnboardingFlow({ user }: { user: OnboardingAnswersFragment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(() => startStep(user));
  const [answers, setAnswers] = useState<OnboardingAnswers>(() => answersFrom(user));
  const [validate, setValidate] = useState(false);
  const [serverErrors, setServerErrors] = useState<StepErrors>({});
  const [leaving, setLeaving] = useState<Leave | null>(null);
  const [save] = useMutation(updateOnboardingMutation);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef(step);

  const { key, View } = STEP_VIEWS[step];
  const title = t(`onboarding:${key}.title`);
  usePageTitle(title);
  const errors: StepErrors = { ...serverErrors, ...(validate ? stepErrors(step, answers) : {}) };
  const hasErrors = Object.keys(errors).length > 0;

  // A new step is announced by moving focus to its heading, at the top of the page.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  // A step that cannot be saved points at the field to fix.
  useEffect(() => {
    if (hasErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [hasErrors]);

  const change = (patch: Partial<OnboardingAnswers>) => {
    setAnswers((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const leave = async (how: Leave) => {
    if (Object.keys(stepErrors(step, answers)).length > 0) {
      setValidate(true);
      return;
    }
    // Next on the last step finishes; Back is not offered on the first.
    const neighbour = how === 'back' ? STEPS[step - 2] : how === 'next' ? STEPS[step] : undefined;
    const finishing = how === 'skip' || (how === 'next' && neighbour === undefined);
    const target = neighbour ?? step;
    setLeaving(how);
    try {
      await save({
        variables: { input: { ...stepInput(step, answers), step: target, ...(finishing ? { completed: true } : {}) } },
      });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) showToast('error', t('onboarding:saveFailed'));
      setLeaving(null);
      return;
    }
    setLeaving(null);
    setValidate(false);
    if (finishing) {
      await navigate(WALL_PATH, { replace: true });
      return;
    }
    setStep(target);
  };

  const progress = t('onboarding:progress', { step, total: STEP_COUNT });
  return (
    <Paper withBorder shadow="sm" radius="lg" className={classes.card}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Text size="sm" fw={600} c="forest.9" aria-hidden>
            {progress}
          </Text>
          <Button
            variant="subtle"
            size="compact-md"
            onClick={() => void leave('skip')}
            loading={leaving === 'skip'}
            disabled={leaving !== null && leaving !== 'skip'}
          >
            {t('onboarding:skip')}
          </Button>
        </Group>
        <Progress.Root
          size="sm"
          role="progressbar"
          aria-label={t('onboarding:progressLabel')}
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={progress}
        >
          <Progress.Section value={(step / STEP_COUNT) * 100} withAria={false} />
        </Progress.Root>
        <Stack gap={6}>
          <Title order={1} ref={headingRef} tabIndex={-1} className={classes.heading}>
            {title}
          </Title>
          <Text c="dimmed">{t(`onboarding:${key}.intro`)}</Text>
        </Stack>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void leave('next');
          }}
        >
          <View answers={answers} onChange={change} errors={errors} />
          <div className={classes.actions}>
            {step > 1 ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={18} aria-hidden />}
                onClick={() => void leave('back')}
                loading={leaving === 'back'}
                disabled={leaving !== null && leaving !== 'back'}
              >
                {t('onboarding:back')}
              </Button>
            ) : (
              <span />
            )}
            <Button
              type="submit"
              rightSection={step < STEP_COUNT ? <IconArrowRight size={18} aria-hidden /> : undefined}
              loading={leaving === 'next'}
              disabled={leaving !== null && leaving !== 'next'}
            >
              {step < STEP_COUNT ? t('onboarding:next') : t('onboarding:finish')}
            </Button>
          </div>
        </form>
      </Stack>
    </Paper>
  );
}

/**
 * `/app/onboarding`: the four-step questionnaire (spec §2) on a screen of its own. Every step is saved as it is left,
 * with the step reached, so a flow left halfway opens where it was; Skip and Finish mark it done and go to the wall.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(onboardingQuery, { fetchPolicy: 'network-only' });
  return (
    <div className={classes.page}>
      <Box component="header" className={classes.header}>
        <Logo to={WALL_PATH} />
        <LanguageSwitch />
      </Box>
      <Box component="main" className={classes.main}>
        {data ? (
          <OnboardingFlow user={data.me} />
        ) : error ? (
          <LoadFailure
            title={t('onboarding:loadError')}
            retryLabel={t('onboarding:retry')}
            onRetry={() => void refetch()}
          />
        ) : (
          <Center py="xl">
            <Loader role="progressbar" aria-label={t('common:loading')} />
          </Center>
        )}
      </Box>
    </div>
  );
}
