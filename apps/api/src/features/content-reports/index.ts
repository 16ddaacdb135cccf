// What the content-reports feature offers the rest of the server, for appeals: reported ratings and photos in context,
// and the audit log's name for an item.

export { findItemsInContext } from './content-reports.context.js';
export { presentReportedPhoto, presentReportedRating } from './content-reports.presenters.js';
export { findItemInContext } from './content-reports.repository.js';
export { auditEntityType } from './content-reports.targets.js';
