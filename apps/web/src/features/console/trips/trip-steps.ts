import { useMutation } from '@apollo/client/react';
import type { EditorTripFieldsFragment } from '../../../generated/graphql';
import type { WorkflowSteps } from '../editorial/workflow-actions';
import {
  publishTripMutation,
  returnTripMutation,
  scheduleTripMutation,
  submitTripMutation,
  unpublishTripMutation,
} from '../graphql/trips.queries';

type Trip = EditorTripFieldsFragment;

/** A saved trip's workflow steps for the workflow panel: a partner's review, then publication. */
export function useTripSteps(): (trip: Trip) => WorkflowSteps<Trip> {
  const [submit] = useMutation(submitTripMutation);
  const [sendBack] = useMutation(returnTripMutation);
  const [publish] = useMutation(publishTripMutation);
  const [schedule] = useMutation(scheduleTripMutation);
  const [unpublish] = useMutation(unpublishTripMutation);
  return (trip) => {
    const variables = { id: trip._id, version: trip.version };
    return {
      review: {
        texts: 'tripEditor',
        submit: async () => (await submit({ variables })).data?.submitTripForReview,
        sendBack: async (comment) =>
          (await sendBack({ variables: { ...variables, comment } })).data?.returnTripToAuthor,
      },
      publish: async () => (await publish({ variables })).data?.publishTrip,
      schedule: async (at) => (await schedule({ variables: { ...variables, at } })).data?.scheduleTrip,
      unpublish: async () => (await unpublish({ variables })).data?.unpublishTrip,
    };
  };
}
