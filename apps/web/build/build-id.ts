import { execFileSync } from 'node:child_process';

/**
 * What the About dialog shows as the build: the commit the bundle was built from and the day, e.g.
 * `a03c60c (2026-11-24)`; outside a git checkout only the day.
 */
export function buildId(now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
    return commit ? `${commit} (${day})` : day;
  } catch {
    return day;
  }
}
