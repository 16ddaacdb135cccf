import type { MailMessage } from '../../platform/mail/mailer.js';
import { type Language, type MailTemplate, renderTemplate } from '../../platform/mail/template.js';

const NEWSLETTER_CONFIRM: Record<Language, MailTemplate> = {
  cs_CZ: {
    subject: 'Potvrďte odběr novinek z Toulek',
    title: 'Ještě jedno kliknutí',
    paragraphs: [
      'Děkujeme za zájem o novinky z Toulek. Jednou za čas vám pošleme tipy na výlety a novinky z aplikace.',
      'Odběr potvrdíte odkazem níže. Odhlásit se můžete kdykoli.',
    ],
    action: 'Potvrdit odběr',
    footer: 'Pokud jste o odběr nežádali, e-mail ignorujte; bez potvrzení vám nic posílat nebudeme.',
  },
  en_US: {
    subject: 'Confirm your Toulky newsletter subscription',
    title: 'One more click',
    paragraphs: [
      'Thank you for your interest in Toulky news. Now and then we will send you trip ideas and news about the app.',
      'Confirm the subscription with the link below. You can unsubscribe at any time.',
    ],
    action: 'Confirm subscription',
    footer: 'If you did not ask to subscribe, ignore this e-mail; without confirmation we will send you nothing.',
  },
};

export function newsletterConfirmMail(language: Language, to: string, link: string): MailMessage {
  return renderTemplate(NEWSLETTER_CONFIRM[language], language, to, link);
}

/** The support message as the support team receives it (plain text; replying goes to the sender). */
export function supportMail(to: string, from: string, message: string): MailMessage {
  return {
    to,
    replyTo: from,
    subject: `Toulky – zpráva podpoře od ${from}`,
    text: `Od: ${from}\n\n${message}`,
  };
}
