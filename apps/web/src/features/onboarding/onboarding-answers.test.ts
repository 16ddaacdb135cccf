import { describe, expect, it } from 'vitest';
import type { OnboardingAnswersFragment } from '../../generated/graphql';
import type { City } from '../../ui/city-field';
import { parseValidationMessage } from '../../ui/forms/validation-message';
import { answersFrom, type OnboardingAnswers, startStep, stepErrors, stepInput } from './onboarding-answers';

function user(overrides: Partial<OnboardingAnswersFragment> = {}): OnboardingAnswersFragment {
  return {
    _id: 'u1',
    onboardingCompleted: false,
    city: null,
    sex: null,
    ageRange: null,
    interests: [],
    onboardingPreferences: null,
    ...overrides,
  };
}

const preferences: NonNullable<OnboardingAnswersFragment['onboardingPreferences']> = {
  drink: null,
  sleep: null,
  transport: null,
  company: null,
  durations: [],
  referralSource: null,
  referralText: null,
  step: null,
};

const empty: OnboardingAnswers = answersFrom(user());

describe('onboarding answers', () => {
  it('resumes at the step reached, from the first when there is none or the questionnaire is done', () => {
    expect(startStep(user())).toBe(1);
    expect(startStep(user({ onboardingPreferences: { ...preferences, step: 3 } }))).toBe(3);
    expect(startStep(user({ onboardingPreferences: { ...preferences, step: 9 } }))).toBe(1);
    expect(startStep(user({ onboardingCompleted: true, onboardingPreferences: { ...preferences, step: 4 } }))).toBe(1);
  });

  it('fills the steps in with what was saved', () => {
    const city: City = {
      _id: '544256',
      name: 'České Budějovice',
      district: 'České Budějovice',
      region: 'SOUTH_BOHEMIAN',
    };
    const answers = answersFrom(
      user({
        city,
        sex: 'F',
        ageRange: 30,
        interests: ['CASTLES'],
        onboardingPreferences: { ...preferences, drink: 'TEA', durations: ['WEEKEND'], referralText: 'Rádio' },
      }),
    );
    expect(answers).toMatchObject({ city, sex: 'F', ageRange: 30, drink: 'TEA', durations: ['WEEKEND'] });
    expect(answers).toMatchObject({ interests: ['CASTLES'], referralText: 'Rádio', company: null });
  });

  it('saves only the fields of the step, "unspecified" sex and no city as null', () => {
    expect(stepInput(1, { ...empty, sex: 'UNSPECIFIED', ageRange: 0 })).toEqual({
      cityId: null,
      sex: null,
      ageRange: 0,
    });
    expect(stepInput(2, { ...empty, drink: 'COFFEE', company: 'ALONE' })).toEqual({
      drink: 'COFFEE',
      sleep: null,
      transport: null,
      company: 'ALONE',
    });
    expect(stepInput(3, { ...empty, durations: ['HALF_DAY'], interests: ['DOGS'] })).toEqual({
      durations: ['HALF_DAY'],
      interests: ['DOGS'],
    });
  });

  it('keeps the referral text only with "other", trimmed', () => {
    expect(stepInput(4, { ...empty, referralSource: 'OTHER', referralText: '  Rádio ' })).toEqual({
      referralSource: 'OTHER',
      referralText: 'Rádio',
    });
    expect(stepInput(4, { ...empty, referralSource: 'INSTAGRAM', referralText: 'Rádio' })).toEqual({
      referralSource: 'INSTAGRAM',
      referralText: null,
    });
  });

  it('refuses more than five interests and "other" without saying where', () => {
    const six: OnboardingAnswers['interests'] = ['CHILDREN', 'DOGS', 'STROLLER', 'CASTLES', 'PICNIC', 'SWIMMING'];
    const tooMany = stepErrors(3, { ...empty, interests: six }).interests;
    expect(tooMany && parseValidationMessage(tooMany)).toEqual({ key: 'MAX_INTERESTS', params: { length: 5 } });
    expect(stepErrors(3, { ...empty, interests: six.slice(0, 5) })).toEqual({});

    const silent = stepErrors(4, { ...empty, referralSource: 'OTHER', referralText: '  ' }).referralText;
    expect(silent && parseValidationMessage(silent).key).toBe('REFERRAL_OTHER_NEEDS_TEXT');
    expect(stepErrors(4, { ...empty, referralSource: 'CANT_REMEMBER' })).toEqual({});
  });
});
