/**
 * Every screen of the editor console, so the router loads the console as one lazy chunk: split per screen, the
 * screens' shared Mantine components (selects, tables, tabs) counted as "shared by many chunks" and were pulled into
 * every visitor's first load (vite.config.ts, the `mantine` group). Heavier parts load later still: the trip editor's
 * map, its preview (the app's own trip detail) and its revisions.
 */
export { AdminSignInPage } from './admin-sign-in-page';
export { AnnouncementEditorPage } from './announcements/announcement-editor-page';
export { AnnouncementsListPage } from './announcements/announcements-list-page';
export { AppealsPage } from './appeals/appeals-page';
export { AreasPage } from './areas-page';
export { ArticleEditorPage } from './articles/article-editor-page';
export { ArticlesListPage } from './articles/articles-list-page';
export { AuditLogPage } from './audit-log-page';
export { ConsoleHomePage } from './console-home-page';
export { ConsoleLayout } from './console-layout';
export { FiguresPage } from './figures/figures-page';
export { LabelsPage } from './labels-page';
export { RatingsPage } from './ratings-page';
export { ModerationLayout } from './reports/moderation-layout';
export { ReportsPage } from './reports/reports-page';
export { TripEditorPage } from './trips/trip-editor-page';
export { TripsListPage } from './trips/trips-list-page';
export { UsersPage } from './users-page';
