import type { SitePhoto } from '../site-data';

/** What a visitor reports from a trip's page, with what the dialog shows of it (`author` is the short name). */
export type ReportTarget =
  | { kind: 'RATING'; id: string; author: string; text: string }
  | { kind: 'HIKER_PHOTO'; id: string; author: string; photo: SitePhoto };
