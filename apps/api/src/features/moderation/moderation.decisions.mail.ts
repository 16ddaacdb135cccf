import type { MailMessage } from '../../platform/mail/mailer.js';
import { type Language, type MailTemplate, renderTemplate } from '../../platform/mail/template.js';

const HIDDEN: Record<Language, (title: string, reason: string) => MailTemplate> = {
  cs_CZ: (title, reason) => ({
    subject: `Vaše hodnocení výletu „${title}“ jsme skryli`,
    title: 'Vaše hodnocení je skryté',
    paragraphs: [
      `Redakce Toulek skryla vaše hodnocení výletu „${title}“: ostatní ho nevidí a nepočítá se do průměru výletu. Důvod:`,
      reason,
      'Když hodnocení upravíte, zůstane skryté, dokud ho redakce znovu neposoudí. S dotazem se obraťte na podporu (Nastavení → Napsat podpoře).',
    ],
    action: 'Otevřít výlet',
    footer: 'Tento e-mail dostáváte, protože jste v Toulkách ohodnotili výlet.',
  }),
  en_US: (title, reason) => ({
    subject: `Your rating of "${title}" has been hidden`,
    title: 'Your rating is hidden',
    paragraphs: [
      `The Toulky editors hid your rating of the trip "${title}": nobody else sees it and it does not count in the trip's average. The reason:`,
      reason,
      'If you change the rating, it stays hidden until the editors look at it again. For questions, contact support (Settings → Contact support).',
    ],
    action: 'Open the trip',
    footer: 'You receive this because you rated a trip on Toulky.',
  }),
};

/** To the author of a rating a moderator hid, with the trip's title, the reason and a link to the trip in the app. */
export function ratingHiddenMail(
  language: Language,
  to: string,
  rating: { tripTitle: string; reason: string },
  link: string,
): MailMessage {
  return renderTemplate(HIDDEN[language](rating.tripTitle, rating.reason), language, to, link);
}
