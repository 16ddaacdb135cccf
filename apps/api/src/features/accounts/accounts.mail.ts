import type { MailMessage } from '../../platform/mail/mailer.js';
import { type Language, type MailTemplate, renderTemplate } from '../../platform/mail/template.js';

export type { Language };

const SIGN_UP: Record<Language, MailTemplate> = {
  cs_CZ: {
    subject: 'Dokončete registraci do Toulek',
    title: 'Vítejte v Toulkách!',
    paragraphs: [
      'Děkujeme za registraci. Zbývá jen nastavit heslo a jméno, pak můžete vyrazit na první výlet.',
      'Odkaz platí 24 hodin a lze ho použít jen jednou.',
    ],
    action: 'Dokončit registraci',
    footer: 'Pokud jste se neregistrovali, tento e-mail klidně ignorujte.',
  },
  en_US: {
    subject: 'Finish signing up for Toulky',
    title: 'Welcome to Toulky!',
    paragraphs: [
      'Thank you for signing up. Just set your password and name, and you are ready for your first trip.',
      'The link is valid for 24 hours and works once.',
    ],
    action: 'Finish sign-up',
    footer: 'If you did not sign up, you can safely ignore this e-mail.',
  },
};

const PASSWORD_RESET: Record<Language, MailTemplate> = {
  cs_CZ: {
    subject: 'Obnovení hesla do Toulek',
    title: 'Nové heslo',
    paragraphs: [
      'Požádali jste o obnovení hesla. Nové heslo nastavíte přes odkaz níže.',
      'Odkaz platí 1 hodinu a lze ho použít jen jednou.',
    ],
    action: 'Nastavit nové heslo',
    footer: 'Pokud jste o obnovení nežádali, e-mail ignorujte; vaše heslo zůstává beze změny.',
  },
  en_US: {
    subject: 'Reset your Toulky password',
    title: 'New password',
    paragraphs: [
      'You asked to reset your password. Set a new one with the link below.',
      'The link is valid for 1 hour and works once.',
    ],
    action: 'Set a new password',
    footer: 'If you did not ask for a reset, ignore this e-mail; your password stays as it is.',
  },
};

export function signUpMail(language: Language, to: string, link: string): MailMessage {
  return renderTemplate(SIGN_UP[language], language, to, link);
}

export function passwordResetMail(language: Language, to: string, link: string): MailMessage {
  return renderTemplate(PASSWORD_RESET[language], language, to, link);
}
