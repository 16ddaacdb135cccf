/** Every table, for Drizzle and drizzle-kit; each file under tables/ holds one area. */
export * from './tables/accounts.js';
export * from './tables/activity.js';
export * from './tables/content.js';
export * from './tables/editorial.js';
export * from './tables/engagement.js';
export * from './tables/reports.js';
export * from './tables/search.js';
export * from './tables/tracks.js';
