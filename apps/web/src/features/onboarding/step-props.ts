import type { OnboardingAnswers, StepErrors } from './onboarding-answers';

/** What every step gets: the answers, a way to change some of them, and the errors to show. */
export interface StepProps {
  answers: OnboardingAnswers;
  onChange(patch: Partial<OnboardingAnswers>): void;
  errors: StepErrors;
}
