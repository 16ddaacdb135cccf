import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The CI versions of `npm run soak` (scripts/soak.ts), on the PostgreSQL server of the TEST_DB=postgres pass, with
// two server processes: 50 clients for 60 s, and a shorter run that sends SIGTERM to the server half way through.

function soak(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/soak.ts', ...args], {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: '' },
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => done({ code, output }));
  });
}

describe('soak (CI version)', () => {
  it('50 clients for 60 s: no error, no lost or duplicated write', async () => {
    const { code, output } = await soak('--clients', '50', '--seconds', '60', '--ramp-seconds', '10');
    console.log(output);
    expect(output).toMatch(/Errors: 0; 5xx answers: 0/);
    expect(output).toMatch(/Acknowledged writes checked: [1-9]\d*; lost: 0; duplicated: 0/);
    expect(code).toBe(0);
  }, 180_000);

  it('SIGTERM under load: no 5xx, the server exits cleanly, nothing acknowledged is lost', async () => {
    const { code, output } = await soak(
      '--clients',
      '50',
      '--seconds',
      '30',
      '--ramp-seconds',
      '5',
      '--sigterm-after',
      '15',
    );
    console.log(output);
    expect(output).toMatch(/Errors: 0; 5xx answers: 0/);
    expect(output).toMatch(/Server exit after SIGTERM: 0/);
    expect(output).toMatch(/lost: 0; duplicated: 0/);
    expect(code).toBe(0);
  }, 180_000);
});
