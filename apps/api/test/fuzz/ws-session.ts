import WebSocket from 'ws';

/** What the server said to one operation over graphql-transport-ws. */
export type WsAnswer =
  /** `next` payloads, then `complete`. */
  | { kind: 'completed'; results: unknown[] }
  /** An `error` message: the operation was refused before it ran. */
  | { kind: 'error'; errors: unknown[] }
  /** The server closed the socket (a protocol-level refusal carries a 44xx code). */
  | { kind: 'closed'; code: number; reason: string }
  /** Nothing came within the wait: fine for a subscription waiting for its first event, a hang for anything else. */
  | { kind: 'silent'; results: unknown[] };

/**
 * One graphql-transport-ws connection, spoken by hand so that every message the server sends is seen as it is.
 * Reconnects when the server has closed it.
 */
export class WsSession {
  private socket: WebSocket | undefined;
  private ready: Promise<WebSocket> | undefined;
  private nextId = 0;
  private readonly listeners = new Map<string, (message: { type: string; payload?: unknown }) => void>();
  private readonly closeListeners = new Set<(code: number, reason: string) => void>();

  constructor(
    private readonly url: string,
    private readonly connectionParams: Record<string, unknown>,
  ) {}

  private connect(): Promise<WebSocket> {
    if (this.ready && this.socket?.readyState === WebSocket.OPEN) return this.ready;
    this.ready = new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url, 'graphql-transport-ws');
      this.socket = socket;
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: this.connectionParams })));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; id?: string; payload?: unknown };
        if (message.type === 'connection_ack') resolve(socket);
        else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
        else if (message.id) this.listeners.get(message.id)?.(message);
      });
      socket.on('close', (code, reason) => {
        reject(new Error(`closed before acknowledging: ${code} ${reason}`));
        for (const listener of this.closeListeners) listener(code, String(reason));
      });
      socket.on('error', reject);
    });
    return this.ready;
  }

  /** Sends one operation and waits for its end, or `waitMs` of silence. */
  async run(payload: { query: string; variables: unknown }, waitMs: number): Promise<WsAnswer> {
    const socket = await this.connect();
    const id = String(++this.nextId);
    const results: unknown[] = [];
    return new Promise<WsAnswer>((resolve) => {
      const finish = (answer: WsAnswer) => {
        clearTimeout(timer);
        this.listeners.delete(id);
        this.closeListeners.delete(onClose);
        resolve(answer);
      };
      const onClose = (code: number, reason: string) => finish({ kind: 'closed', code, reason });
      const timer = setTimeout(() => {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'complete', id }));
        finish({ kind: 'silent', results });
      }, waitMs);
      this.closeListeners.add(onClose);
      this.listeners.set(id, (message) => {
        if (message.type === 'next') results.push(message.payload);
        else if (message.type === 'complete') finish({ kind: 'completed', results });
        else if (message.type === 'error') finish({ kind: 'error', errors: message.payload as unknown[] });
      });
      socket.send(JSON.stringify({ type: 'subscribe', id, payload }));
    });
  }

  close(): void {
    this.socket?.close(1000);
  }
}
