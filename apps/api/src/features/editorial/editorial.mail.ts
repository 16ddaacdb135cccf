import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.js';
import type { Language } from '../../platform/mail/template.js';
import { shortname } from '../../platform/presenters.js';
import { findUsersByIds, type UserRow } from '../accounts/index.js';

/**
 * Tells the author of a trip or an announcement that a reviewer sent it back: `compose` writes the message in the
 * author's language, to their address, naming the reviewer ("Jana N."). Nobody is told of their own review, nor is a
 * disabled or deleted account. Sent after the commit; a mail server's failure is logged and never undoes the review
 * (the comment stays on the item in the console).
 */
export async function mailReturnedToAuthor(
  deps: { db: Database; mailer: Mailer; logger: Logger },
  item: { id: string; authorId: string | null },
  reviewer: UserRow,
  compose: (language: Language, to: string, reviewerName: string) => MailMessage,
): Promise<void> {
  if (!item.authorId || item.authorId === reviewer.id) return;
  const [author] = await findUsersByIds(deps.db, [item.authorId]);
  if (!author?.email || author.status !== 'ACTIVE') return;
  const language = author.language === 'en_US' ? 'en_US' : 'cs_CZ';
  try {
    await deps.mailer.send(compose(language, author.email, shortname(reviewer.firstname, reviewer.lastname)));
  } catch (error) {
    deps.logger.warn({ err: error, entityId: item.id }, 'the review comment e-mail could not be sent');
  }
}
