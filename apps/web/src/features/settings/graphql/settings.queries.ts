import { graphql } from '../../../generated';

/** What the settings list shows beside each entry; asked afresh on every visit (spec §4: `me` is not cached). */
export const settingsQuery = graphql(`
  query Settings {
    me {
      ...SettingsUser
    }
  }
`);

graphql(`
  fragment SettingsUser on User {
    _id
    firstname
    lastname
    fullname
    email
    language
    interests
    newsletterSubscribed
    city {
      _id
      name
      district
      region
    }
  }
`);

export const updateCredentialsMutation = graphql(`
  mutation UpdateCredentials($firstname: String!, $lastname: String!) {
    updateMyProfile(input: { firstname: $firstname, lastname: $lastname }) {
      ...SettingsUser
    }
  }
`);

export const changePasswordMutation = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`);

export const updateNewsletterMutation = graphql(`
  mutation UpdateNewsletterSubscription($subscribed: Boolean!) {
    updateNewsletterSubscription(subscribed: $subscribed) {
      ...SettingsUser
    }
  }
`);

export const updateInterestsMutation = graphql(`
  mutation UpdateInterests($interests: [TripCharacteristic!]!) {
    updateOnboardingPreferences(input: { interests: $interests }) {
      ...SettingsUser
    }
  }
`);

export const updateLocationMutation = graphql(`
  mutation UpdateLocation($cityId: ID) {
    updateMyProfile(input: { cityId: $cityId }) {
      ...SettingsUser
    }
  }
`);

export const sendSupportMessageMutation = graphql(`
  mutation SendSupportMessage($message: String!) {
    sendSupportMessage(input: { message: $message })
  }
`);

export const deleteAccountMutation = graphql(`
  mutation DeleteAccount($feedback: String) {
    deleteAccount(feedback: $feedback)
  }
`);
