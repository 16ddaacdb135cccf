import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Omitted for plain internal mail (e.g. support messages). */
  html?: string;
  /** Where replies go, when not to the sender. */
  replyTo?: string;
  /** The link the mail is about; logged in outbox mode so a developer can follow it. */
  link?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A subject fit for the log: a support mail's subject names its sender's address. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"]+@[^\s<>"]+/g, '[e-mail]');
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
          headers: message.headers,
        });
        logger.info({ subject: withoutAddresses(message.subject) }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        headers: message.headers,
      });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      // streamTransport with buffer: true hands back the whole message as a Buffer.
      await writeFile(file, info.message as Buffer);
      // The link is logged on purpose, for local use without SMTP (README); with SMTP no link or address is.
      logger.info(
        { file, link: message.link, subject: withoutAddresses(message.subject) },
        'mail written to outbox (no SMTP_URL)',
      );
    },
    close: () => transport.close(),
  };
}
