import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionStats } from '../db/client.js';

/** Operation names are the client's to choose; past this many distinct ones, new names are counted as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/**
 * The process's Prometheus metrics (served at /metrics when METRICS_TOKEN is set). One registry per process, as
 * prom-client intends: every app built in the process (tests build several) counts into it.
 */
class Metrics {
  readonly registry = new Registry();
  private readonly names = new Set<string>();

  readonly httpDuration = new Histogram({
    name: 'toulky_http_request_duration_seconds',
    help: 'HTTP requests by route, method and status, and how long they took',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly operationDuration = new Histogram({
    name: 'toulky_graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP by operation name, whichever lane answered them',
    labelNames: ['operation'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  readonly socketOperations = new Counter({
    name: 'toulky_graphql_ws_operations_total',
    help: 'GraphQL operations started over WebSocket, by operation name',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'toulky_graphql_errors_total',
    help: 'GraphQL errors answered, by catalogue code',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });

  private connections: (() => ConnectionStats) | undefined;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'toulky_' });
    const read = () => this.connections?.();
    new Gauge({
      name: 'toulky_db_connections',
      help: 'Database connections: open, idle, queries waiting for one, and the most the pool opens',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = read();
        if (!stats) return;
        for (const state of ['open', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
      },
    });
  }

  /** Where the database's connection figures come from (the app that serves /metrics). */
  watchConnections(read: () => ConnectionStats): void {
    this.connections = read;
  }

  /** The operation's name as a label: the request's operationName, else the document's first, else "anonymous". */
  operationLabel(operationName: unknown, query: unknown): string {
    const name =
      typeof operationName === 'string' && operationName
        ? operationName
        : typeof query === 'string'
          ? (OPERATION_NAME.exec(query.slice(0, 2000))?.[1] ?? 'anonymous')
          : 'anonymous';
    if (this.names.has(name)) return name;
    if (this.names.size >= MAX_OPERATION_NAMES) return 'other';
    this.names.add(name);
    return name;
  }

  private readonly counted = new WeakSet<object>();

  /** Counts each error object once, however many times it is passed through normalisation. */
  countErrors(errors: ReadonlyArray<{ extensions?: Record<string, unknown> }>): void {
    for (const error of errors) {
      if (this.counted.has(error)) continue;
      this.counted.add(error);
      const code = error.extensions?.code;
      this.errors.inc({ code: typeof code === 'string' ? code : 'none' });
    }
  }
}

export const metrics = new Metrics();
