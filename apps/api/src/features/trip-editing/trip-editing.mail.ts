import type { MailMessage } from '../../platform/mail/mailer.js';
import { type Language, type MailTemplate, renderTemplate } from '../../platform/mail/template.js';

const RETURNED: Record<Language, (title: string, reviewer: string, comment: string) => MailTemplate> = {
  cs_CZ: (title, reviewer, comment) => ({
    subject: `Výlet „${title}“ se vrací k úpravám`,
    title: 'Výlet potřebuje ještě úpravy',
    paragraphs: [
      `${reviewer} si prošel(a) váš výlet „${title}“ a vrací vám ho s touto poznámkou:`,
      comment,
      'Až ho upravíte, odešlete ho znovu ke schválení.',
    ],
    action: 'Otevřít výlet v redakci',
    footer: 'Tento e-mail dostáváte, protože jste výlet do Toulek poslali ke schválení.',
  }),
  en_US: (title, reviewer, comment) => ({
    subject: `"${title}" is back with you for changes`,
    title: 'Your trip needs a few changes',
    paragraphs: [
      `${reviewer} reviewed your trip "${title}" and sent it back with this comment:`,
      comment,
      'When you have made the changes, submit it for review again.',
    ],
    action: 'Open the trip in the console',
    footer: 'You receive this because you submitted the trip to Toulky for review.',
  }),
};

/** To a partner whose trip a reviewer sent back, with the reviewer's comment and a link to the trip in the console. */
export function tripReturnedMail(
  language: Language,
  to: string,
  trip: { title: string; reviewer: string; comment: string },
  link: string,
): MailMessage {
  return renderTemplate(RETURNED[language](trip.title, trip.reviewer, trip.comment), language, to, link);
}
