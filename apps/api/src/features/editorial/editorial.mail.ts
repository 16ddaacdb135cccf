import type { Database } from '../../db/client.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { Language } from '../../platform/mail/template.js';
import { shortname } from '../../platform/presenters.js';
import type { AfterCommit } from '../../platform/unit-of-work.js';
import { findUsersByIds, type UserRow } from '../accounts/index.js';

/**
 * Tells the author of a trip or an announcement that a reviewer sent it back: `compose` writes the message in the
 * author's language, to their address, naming the reviewer ("Jana N."). Nobody is told of their own review, nor is a
 * disabled or deleted account. Queued on the review's `after`: sent once it has committed; a mail server's failure is
 * logged and never undoes the review (the comment stays on the item in the console).
 */
export async function mailReturnedToAuthor(
  db: Database,
  after: AfterCommit,
  item: { id: string; authorId: string | null },
  reviewer: UserRow,
  compose: (language: Language, to: string, reviewerName: string) => MailMessage,
): Promise<void> {
  if (!item.authorId || item.authorId === reviewer.id) return;
  const [author] = await findUsersByIds(db, [item.authorId]);
  if (!author?.email || author.status !== 'ACTIVE') return;
  const language = author.language === 'en_US' ? 'en_US' : 'cs_CZ';
  after.mail(compose(language, author.email, shortname(reviewer.firstname, reviewer.lastname)), { entityId: item.id });
}
