import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable (soft breaks and =XX bytes) over the raw bytes, then reads them as UTF-8. */
function decodeQuotedPrintable(raw: Buffer): string {
  const bytes = raw
    .toString('latin1')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A real SMTP server on a free local port that keeps what it receives. */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private waiters: Array<() => void> = [];
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          this.mails.push({ to, raw: decodeQuotedPrintable(Buffer.concat(chunks)) });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
  }

  async start(): Promise<string> {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for the next mail to `to` that arrived after `since` mails, and returns it. */
  async waitForMail(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.find((m) => m.to.includes(to.toLowerCase()));
      if (mail) {
        this.mails.splice(this.mails.indexOf(mail), 1);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** The first link in a mail that points at `path`, e.g. /app/finish-signup. */
  static linkIn(mail: ReceivedMail, path: string): URL {
    const match = new RegExp(`https?://[^\\s"<>]*${path}\\?code=[A-Za-z0-9_-]+`).exec(mail.raw);
    if (!match) throw new Error(`no ${path} link in mail:\n${mail.raw}`);
    return new URL(match[0]);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
