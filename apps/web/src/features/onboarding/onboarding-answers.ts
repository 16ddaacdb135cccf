import type {
  CompanyPreference,
  DrinkPreference,
  Duration,
  OnboardingAnswersFragment,
  OnboardingPreferencesInput,
  ReferralSource,
  Sex,
  SleepPreference,
  TransportPreference,
  TripCharacteristic,
} from '../../generated/graphql';
import type { City } from '../../ui/city-field';
import { validationMessage } from '../../ui/forms/validation-message';
import { MAX_INTERESTS } from '../../ui/interests-field';

export type Step = 1 | 2 | 3 | 4;
export const STEPS: readonly Step[] = [1, 2, 3, 4];
export const STEP_COUNT = STEPS.length;

/** Spec §3: age ranges are stored by their lower bound. */
export const AGE_RANGES = [
  { value: 0, key: 'under18' },
  { value: 18, key: 'from18' },
  { value: 30, key: 'from30' },
  { value: 45, key: 'from45' },
  { value: 60, key: 'from60' },
] as const;

/** Sex as step 1 offers it: "unspecified" is a choice on screen, saved as no value. */
export type SexChoice = Sex | 'UNSPECIFIED';
export const SEX_CHOICES: readonly SexChoice[] = ['F', 'M', 'UNSPECIFIED'];

/** Everything the four steps ask, as the screen holds it while the user moves between steps. */
export interface OnboardingAnswers {
  city: City | null;
  sex: SexChoice | null;
  ageRange: number | null;
  drink: DrinkPreference | null;
  sleep: SleepPreference | null;
  transport: TransportPreference | null;
  company: CompanyPreference | null;
  durations: Duration[];
  interests: TripCharacteristic[];
  referralSource: ReferralSource | null;
  referralText: string;
}

/** The fields a step can show an error on; values are encoded validation messages. */
export type StepErrors = Partial<Record<'city' | 'interests' | 'referralText', string>>;

/** The answers saved so far, to fill the steps in when the user comes back. */
export function answersFrom(user: OnboardingAnswersFragment): OnboardingAnswers {
  const preferences = user.onboardingPreferences;
  return {
    city: user.city,
    sex: user.sex,
    ageRange: user.ageRange,
    drink: preferences?.drink ?? null,
    sleep: preferences?.sleep ?? null,
    transport: preferences?.transport ?? null,
    company: preferences?.company ?? null,
    durations: preferences?.durations ?? [],
    interests: user.interests,
    referralSource: preferences?.referralSource ?? null,
    referralText: preferences?.referralText ?? '',
  };
}

/** Where the flow opens: the step the user last reached, or the first one (also for a finished questionnaire). */
export function startStep(user: OnboardingAnswersFragment): Step {
  if (user.onboardingCompleted) return 1;
  return STEPS.find((step) => step === user.onboardingPreferences?.step) ?? 1;
}

/** The fields a step asks, as the API takes them: each step saves only its own answers. */
export function stepInput(step: Step, answers: OnboardingAnswers): OnboardingPreferencesInput {
  switch (step) {
    case 1:
      return {
        cityId: answers.city?._id ?? null,
        sex: answers.sex === 'UNSPECIFIED' ? null : answers.sex,
        ageRange: answers.ageRange,
      };
    case 2:
      return { drink: answers.drink, sleep: answers.sleep, transport: answers.transport, company: answers.company };
    case 3:
      return { durations: answers.durations, interests: answers.interests };
    case 4:
      return {
        referralSource: answers.referralSource,
        referralText: answers.referralSource === 'OTHER' ? answers.referralText.trim() : null,
      };
  }
}

/** What stops a step from being saved (spec §5): too many interests, or "other" without saying where. */
export function stepErrors(step: Step, answers: OnboardingAnswers): StepErrors {
  if (step === 3 && answers.interests.length > MAX_INTERESTS) {
    return { interests: validationMessage('MAX_INTERESTS', { length: MAX_INTERESTS }) };
  }
  if (step === 4 && answers.referralSource === 'OTHER' && answers.referralText.trim() === '') {
    return { referralText: validationMessage('REFERRAL_OTHER_NEEDS_TEXT') };
  }
  return {};
}
