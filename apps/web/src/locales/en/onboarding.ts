import type { Catalog } from '../catalog';
import type { onboarding as cs } from '../cs/onboarding';

export const onboarding: Catalog<typeof cs> = {
  progressLabel: 'Questionnaire progress',
  progress: 'Step {{step}} of {{total}}',
  back: 'Back',
  next: 'Continue',
  finish: 'Finish',
  skip: 'Skip',
  saveFailed: 'Your answers could not be saved. Please try again.',
  loadError: 'The questionnaire could not be loaded.',
  retry: 'Try again',
  aboutYou: {
    title: 'About you',
    intro: 'A few answers help us recommend trips that suit you. Fill in only what you like.',
    city: 'Where do you live?',
    cityHint: 'We will show you trips near you first.',
    sex: 'Sex',
    sexes: { F: 'Female', M: 'Male', UNSPECIFIED: 'Prefer not to say' },
    age: 'Age',
    ages: {
      under18: 'Under 18',
      from18: '18–29',
      from30: '30–44',
      from45: '45–59',
      from60: '60 and over',
    },
  },
  eitherOr: {
    title: 'This or that?',
    intro: 'Four quick choices. Pick what is closer to you, or skip a pair.',
    drink: { label: 'Coffee or tea?', COFFEE: 'Coffee', TEA: 'Tea' },
    sleep: { label: 'Sleeping bag or hotel?', SLEEPING_BAG: 'Sleeping bag', HOTEL: 'Hotel' },
    transport: { label: 'Train and bus, or car?', PUBLIC_TRANSPORT: 'Train and bus', CAR: 'Car' },
    company: { label: 'Alone or in company?', ALONE: 'Alone', WITH_COMPANION: 'In company' },
  },
  tripPreferences: {
    title: 'What trips do you enjoy?',
    intro: 'We will pick trips for your wall to match.',
    durations: 'How much time do you usually have for a trip?',
  },
  thanks: {
    title: 'Thank you!',
    intro: 'We will recommend trips on your wall based on your answers. One last question and you are ready to go.',
    referral: 'How did you hear about Toulky?',
    sources: {
      INSTAGRAM: 'Instagram',
      SEARCH_ENGINE: 'Search engine',
      RECOMMENDATION: 'A friend’s recommendation',
      OTHER: 'Somewhere else',
      CANT_REMEMBER: "I can't remember",
    },
    otherText: 'Where?',
    otherPlaceholder: 'For example a magazine, a fair or a podcast',
  },
};
