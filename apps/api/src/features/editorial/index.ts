// What every kind of editorial content shares (trips, articles, announcements, labels and areas): the workflow's
// errors and rules, optimistic locking, revisions, the review e-mail and the scheduler.

export {
  blankToNull,
  EDITORIAL_STATUSES,
  englishText,
  englishTitleRequired,
  restoreRevisionInput,
  returnToAuthorInput,
  scheduleInput,
  uuid,
  versionInput,
} from './editorial.inputs.js';
export {
  actor,
  checkVersion,
  neverPublished,
  notAllowed,
  seesAuthored,
  unpublishedStatus,
} from './editorial.js';
export {
  AUTHORED_RULES,
  type Decide,
  type Decision,
  type EditorialKind,
  type EditorialRow,
  type Rule,
  type Rules,
} from './editorial.kind.js';
export { mailReturnedToAuthor } from './editorial.mail.js';
export {
  announceTrip,
  deleteRevisions,
  existingIds,
  findRevision,
  findRevisions,
  insertRevision,
  publishDueContent,
} from './editorial.repository.js';
export { EditorialWorkflow, type WorkflowDeps } from './editorial.workflow.js';
