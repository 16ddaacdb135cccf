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

const NEWSLETTER_WELCOME: Record<Language, MailTemplate> = {
  cs_CZ: {
    subject: 'Vítejte mezi odběrateli novinek z Toulek',
    title: 'Odběr je potvrzený',
    paragraphs: [
      'Děkujeme! Jednou za čas vám pošleme tipy na výlety, novinky z aplikace a články z blogu.',
      'Než přijde první vydání, můžete si vybrat výlet na víkend v aplikaci.',
    ],
    action: 'Vybrat výlet',
    footer: 'Novinky vám posíláme, protože jste se k jejich odběru přihlásili.',
  },
  en_US: {
    subject: 'Welcome to the Toulky newsletter',
    title: 'Your subscription is confirmed',
    paragraphs: [
      'Thank you! Now and then we will send you trip ideas, news about the app and articles from the blog.',
      'Until the first issue arrives, you can pick a trip for the weekend in the app.',
    ],
    action: 'Pick a trip',
    footer: 'You receive this because you subscribed to the Toulky newsletter.',
  },
};

const UNSUBSCRIBE_LABEL: Record<Language, string> = {
  cs_CZ: 'Odhlásit odběr jedním kliknutím',
  en_US: 'Unsubscribe with one click',
};

/**
 * Any newsletter e-mail: the template with the subscriber's one-click unsubscribe link in the text and the HTML, and
 * the List-Unsubscribe headers (RFC 2369, RFC 8058) that let a mail client offer it too.
 */
export function newsletterMail(
  template: MailTemplate,
  language: Language,
  to: string,
  link: string,
  unsubscribeUrl: string,
): MailMessage {
  const message = renderTemplate(template, language, to, link, {
    label: UNSUBSCRIBE_LABEL[language],
    url: unsubscribeUrl,
  });
  return {
    ...message,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The first newsletter e-mail, sent when a subscription is confirmed. */
export function newsletterWelcomeMail(language: Language, to: string, link: string, unsubscribeUrl: string) {
  return newsletterMail(NEWSLETTER_WELCOME[language], language, to, link, unsubscribeUrl);
}

/** The support message as the support team receives it (plain text; replying goes to the sender). */
export function supportMail(to: string, sender: { email: string; name: string | null }, message: string): MailMessage {
  const from = sender.name ? `${sender.name} <${sender.email}>` : sender.email;
  return {
    to,
    replyTo: sender.email,
    subject: `Toulky – zpráva podpoře od ${from}`,
    text: `Od: ${from}\n\n${message}`,
  };
}
