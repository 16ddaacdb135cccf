import { useMutation } from '@apollo/client/react';
import type { EditorAnnouncementFieldsFragment } from '../../../generated/graphql';
import type { WorkflowSteps } from '../editorial/workflow-actions';
import {
  publishAnnouncementMutation,
  returnAnnouncementMutation,
  scheduleAnnouncementMutation,
  submitAnnouncementMutation,
  unpublishAnnouncementMutation,
} from '../graphql/announcements.queries';

type Announcement = EditorAnnouncementFieldsFragment;

/** A saved announcement's workflow steps for the workflow panel: a partner's review, then publication (as trips). */
export function useAnnouncementSteps(): (announcement: Announcement) => WorkflowSteps<Announcement> {
  const [submit] = useMutation(submitAnnouncementMutation);
  const [sendBack] = useMutation(returnAnnouncementMutation);
  const [publish] = useMutation(publishAnnouncementMutation);
  const [schedule] = useMutation(scheduleAnnouncementMutation);
  const [unpublish] = useMutation(unpublishAnnouncementMutation);
  return (announcement) => {
    const variables = { id: announcement._id, version: announcement.version };
    return {
      review: {
        texts: 'announcementEditor',
        submit: async () => (await submit({ variables })).data?.submitAnnouncementForReview,
        sendBack: async (comment) =>
          (await sendBack({ variables: { ...variables, comment } })).data?.returnAnnouncementToAuthor,
      },
      publish: async () => (await publish({ variables })).data?.publishAnnouncement,
      schedule: async (at) => (await schedule({ variables: { ...variables, at } })).data?.scheduleAnnouncement,
      unpublish: async () => (await unpublish({ variables })).data?.unpublishAnnouncement,
    };
  };
}
