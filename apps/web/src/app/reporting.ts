/** What an error-reporting backend must offer; installed at run time, never bundled. */
export interface Reporter {
  startSession(user: ReportedUser): void;
  endSession(): void;
  report(error: unknown, context?: Record<string, unknown>): void;
}

export interface ReportedUser {
  _id: string;
  email: string;
  roles: string[];
}

declare global {
  interface Window {
    /** An optional reporter a deployment may define before the app boots (e.g. in /config.js). */
    __TOULKY_REPORTER__?: Partial<Reporter>;
  }
}

let configured: Reporter | null = null;

/** Installs a reporter (tests, or a deployment wiring its own service). Pass null to fall back to the console. */
export function setReporter(reporter: Reporter | null): void {
  configured = reporter;
}

function runtimeReporter(): Partial<Reporter> | undefined {
  return typeof window === 'undefined' ? undefined : window.__TOULKY_REPORTER__;
}

/** Starts a reporting session for the signed-in user so later reports carry who was affected. */
export function startSession(user: ReportedUser): void {
  const reporter = configured ?? runtimeReporter();
  if (reporter?.startSession) reporter.startSession(user);
  else console.info('[reporting] session started', { userId: user._id });
}

/** Ends the reporting session (on sign-out). */
export function endSession(): void {
  const reporter = configured ?? runtimeReporter();
  if (reporter?.endSession) reporter.endSession();
  else console.info('[reporting] session ended');
}

/** Reports an unexpected error; falls back to the console when no reporter is configured. */
export function report(error: unknown, context?: Record<string, unknown>): void {
  const reporter = configured ?? runtimeReporter();
  if (reporter?.report) reporter.report(error, context);
  else console.error('[reporting]', error, context ?? '');
}
