import type { Language } from '../language.js';
import { renderMailHtml } from './layout.js';
import type { MailMessage } from './mailer.js';

export type { Language };

/** A transactional e-mail: a title, a few paragraphs, one action link and a footer line. */
export interface MailTemplate {
  subject: string;
  title: string;
  paragraphs: string[];
  action: string;
  footer: string;
}

/**
 * Renders a template as text and HTML in the given language, with the link as its action, and an unsubscribe link
 * under the footer when given.
 */
export function renderTemplate(
  template: MailTemplate,
  language: Language,
  to: string,
  link: string,
  unsubscribe?: { label: string; url: string },
): MailMessage {
  const lang = language === 'cs_CZ' ? 'cs' : 'en';
  const text = [
    template.title,
    '',
    ...template.paragraphs,
    '',
    `${template.action}: ${link}`,
    '',
    template.footer,
    ...(unsubscribe ? ['', `${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n');
  const html = renderMailHtml({
    lang,
    title: template.title,
    paragraphs: template.paragraphs,
    action: { label: template.action, url: link },
    footer: template.footer,
    unsubscribe,
  });
  return { to, subject: template.subject, text, html, link };
}
