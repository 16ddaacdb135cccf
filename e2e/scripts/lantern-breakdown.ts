// `npm run lighthouse:explain -- <report>`: what Lighthouse's simulation (Lantern) puts in front of a page's LCP and
// which tasks make up its TBT, from a run that `npm run lighthouse` kept with LIGHTHOUSE_TRACES=1
// (e2e/test-results/lighthouse/<page>-<run>.json with its -0.trace.json and -0.devtoolslog.json).
//
// Lighthouse reports the simulated metrics only; this recomputes them with Lighthouse's own code and prints the
// simulated timeline: every request (start, end, bytes, connection) and every main-thread task over 20 ms, then the
// tasks that count as blocking. That is how the entry was found queued behind the route's small chunks on six
// HTTP/1.1 connections, and the toasts' container as a long task of its own.
import { readFileSync } from 'node:fs';
import { lighthouseModule } from './cpu-slowdown.js';

interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string; type?: string; stackTrace?: Array<{ url: string }> } };
}
interface GraphNode {
  type: 'network' | 'cpu';
  startTime: number;
  endTime: number;
  request?: { url: string; transferSize: number; protocol: string; connectionId: number };
  childEvents?: TraceEvent[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, Timing>;
}
interface MetricResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Computed = { request(data: unknown, context: unknown): Promise<MetricResult> };

const report = process.argv[2];
if (!report?.endsWith('.json')) {
  console.error('usage: npm run lighthouse:explain -- e2e/test-results/lighthouse/<page>-<run>.json');
  process.exit(2);
}
const base = report.replace(/\.json$/, '-0');

// Lighthouse is run through npx (see lighthouse.ts); its modules are found where npx keeps it.
const load = lighthouseModule;
const { LanternLargestContentfulPaint } = (await load('core/computed/metrics/lantern-largest-contentful-paint.js')) as {
  LanternLargestContentfulPaint: Computed;
};
const { LanternTotalBlockingTime } = (await load('core/computed/metrics/lantern-total-blocking-time.js')) as {
  LanternTotalBlockingTime: Computed;
};
const { LanternFirstContentfulPaint } = (await load('core/computed/metrics/lantern-first-contentful-paint.js')) as {
  LanternFirstContentfulPaint: Computed;
};
const { LanternInteractive } = (await load('core/computed/metrics/lantern-interactive.js')) as {
  LanternInteractive: Computed;
};
const { defaultSettings } = (await load('core/config/constants.js')) as { defaultSettings: Record<string, unknown> };

const lhr = JSON.parse(readFileSync(report, 'utf8'));
const data = {
  trace: JSON.parse(readFileSync(`${base}.trace.json`, 'utf8')),
  devtoolsLog: JSON.parse(readFileSync(`${base}.devtoolslog.json`, 'utf8')),
  gatherContext: { gatherMode: 'navigation' },
  // The run's own throttling: its CPU slowdown was calibrated to the machine at that moment (cpu-slowdown.ts).
  settings: { ...defaultSettings, throttlingMethod: 'simulate', throttling: lhr.configSettings.throttling },
  URL: {
    requestedUrl: lhr.requestedUrl,
    mainDocumentUrl: lhr.mainDocumentUrl,
    finalDisplayedUrl: lhr.finalDisplayedUrl,
  },
  SourceMaps: [],
  simulator: null,
};
const context = { computedCache: new Map() };
const ms = (value: number) => value.toFixed(0).padStart(5);

const lcp = await LanternLargestContentfulPaint.request(data, context);
console.log(
  `LCP ${lcp.timing.toFixed(0)} ms (optimistic ${lcp.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${lcp.pessimisticEstimate.timeInMs.toFixed(0)}); the pessimistic graph:`,
);
let bytes = 0;
let cpu = 0;
const rows = [...lcp.pessimisticEstimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime);
for (const [node, timing] of rows) {
  if (node.type === 'cpu') {
    cpu += timing.duration;
    if (timing.duration > 20)
      console.log(`  task ${ms(timing.startTime)} ${ms(timing.endTime)} ${ms(timing.duration)} ms`);
  } else if (node.request) {
    bytes += node.request.transferSize;
    const path = node.request.url.replace(/^https?:\/\/[^/]+/, '');
    console.log(
      `  net  ${ms(timing.startTime)} ${ms(timing.endTime)} ${String(node.request.transferSize).padStart(7)} B  ${node.request.protocol} #${node.request.connectionId}  ${path.slice(0, 70)}`,
    );
  }
}
console.log(
  `  ${(bytes / 1024).toFixed(0)} KB over the network, ${cpu.toFixed(0)} ms of main-thread tasks (simulated)`,
);

/** What a task did: its biggest direct parts (script evaluated, function called, layout…) with their observed ms. */
function parts(node: GraphNode): string {
  const children: TraceEvent[] = [];
  for (const event of node.childEvents ?? []) {
    const parent = children.at(-1);
    if (parent && event.ts < parent.ts + (parent.dur ?? 0)) continue;
    children.push(event);
  }
  const name = (event: TraceEvent) => {
    const data = event.args?.data;
    const url = (data?.url || data?.stackTrace?.[0]?.url || '').replace(/^https?:\/\/[^/]+/, '');
    return [event.name, data?.functionName, data?.type, url].filter(Boolean).join(' ');
  };
  return children
    .filter((event) => (event.dur ?? 0) >= 500)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 4)
    .map((event) => `${name(event)} ${((event.dur ?? 0) / 1000).toFixed(1)}`)
    .join('; ');
}

// TBT counts what tasks block between FCP and TTI, each estimate with the other estimate's window (Lantern's rule).
const fcp = await LanternFirstContentfulPaint.request(data, context);
const interactive = await LanternInteractive.request(data, context);
const tbt = await LanternTotalBlockingTime.request(data, context);
const window = {
  start: fcp.optimisticEstimate.timeInMs,
  end: interactive.pessimisticEstimate.timeInMs,
};
console.log(
  `TBT ${tbt.timing.toFixed(0)} ms (optimistic ${tbt.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${tbt.pessimisticEstimate.timeInMs.toFixed(0)}); pessimistic window ${window.start.toFixed(0)}–${window.end.toFixed(0)} ms; tasks over 50 ms:`,
);
for (const [node, timing] of [...tbt.pessimisticEstimate.nodeTimings]
  .filter(([node, timing]) => node.type === 'cpu' && timing.duration > 50)
  .sort(([, a], [, b]) => a.startTime - b.startTime)) {
  const start = Math.max(timing.startTime, window.start);
  const blocking = Math.max(0, Math.min(timing.endTime, window.end) - start - 50);
  console.log(
    `  ${ms(timing.startTime)} ${ms(timing.duration)} ms, blocking ${ms(blocking)} ms (${((node.endTime - node.startTime) / 1000).toFixed(1)} observed): ${parts(node)}`,
  );
}
