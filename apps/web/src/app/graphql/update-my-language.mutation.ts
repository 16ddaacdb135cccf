import { graphql } from '../../generated';

/** Saves the UI language on the account (it picks the language of the e-mails we send). */
export const updateMyLanguageMutation = graphql(`
  mutation UpdateMyLanguage($language: Language!) {
    updateMyProfile(input: { language: $language }) {
      _id
      language
    }
  }
`);
