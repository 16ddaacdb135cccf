import type { MailMessage } from '../../platform/mail/mailer.js';
import { type Language, type MailTemplate, renderTemplate } from '../../platform/mail/template.js';

const RETURNED: Record<Language, (title: string, reviewer: string, comment: string) => MailTemplate> = {
  cs_CZ: (title, reviewer, comment) => ({
    subject: `Oznámení „${title}“ se vrací k úpravám`,
    title: 'Oznámení potřebuje ještě úpravy',
    paragraphs: [
      `${reviewer} si prošel(a) vaše oznámení „${title}“ a vrací vám ho s touto poznámkou:`,
      comment,
      'Až ho upravíte, odešlete ho znovu ke schválení.',
    ],
    action: 'Otevřít oznámení v redakci',
    footer: 'Tento e-mail dostáváte, protože jste oznámení do Toulek poslali ke schválení.',
  }),
  en_US: (title, reviewer, comment) => ({
    subject: `"${title}" is back with you for changes`,
    title: 'Your announcement needs a few changes',
    paragraphs: [
      `${reviewer} reviewed your announcement "${title}" and sent it back with this comment:`,
      comment,
      'When you have made the changes, submit it for review again.',
    ],
    action: 'Open the announcement in the console',
    footer: 'You receive this because you submitted the announcement to Toulky for review.',
  }),
};

/** To a partner whose announcement a reviewer sent back, with the comment and a link to it in the console. */
export function announcementReturnedMail(
  language: Language,
  to: string,
  announcement: { title: string; reviewer: string; comment: string },
  link: string,
): MailMessage {
  return renderTemplate(
    RETURNED[language](announcement.title, announcement.reviewer, announcement.comment),
    language,
    to,
    link,
  );
}
