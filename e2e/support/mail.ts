import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from './environment.js';

function decodeQuotedPrintable(raw: Buffer): string {
  const bytes = raw
    .toString('latin1')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Waits for a mail to `to` (received by the SMTP sink) and returns its decoded text. With `subjectPath`, only a mail
 * carrying a link to that path counts (a user gets a sign-up mail first and a reset mail later).
 */
export async function waitForMail(
  to: string,
  { timeoutMs = 15_000, subjectPath }: { timeoutMs?: number; subjectPath?: string } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(E2E.mailDir)) {
      const files = readdirSync(E2E.mailDir)
        .filter((name) => name.endsWith(`-${to.toLowerCase()}.eml`))
        .sort();
      for (const file of files.reverse()) {
        const mail = decodeQuotedPrintable(readFileSync(join(E2E.mailDir, file)));
        if (!subjectPath || mail.includes(subjectPath)) return mail;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The path and query of the first link to `path` in a mail, e.g. /app/finish-signup?code=… */
export function linkIn(mail: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*(${path}\\?code=[A-Za-z0-9_-]+)`).exec(mail);
  if (!match) throw new Error(`no ${path} link in mail`);
  return match[1];
}
