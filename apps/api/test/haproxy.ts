import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited } from './server-process.js';
import { freePort } from './smtp.js';

/**
 * Debian's HAProxy as the switch in front of PostgreSQL servers (TCP), as a deployment's failover puts one — or
 * PgBouncer, or a managed database's endpoint — before its primary and standby. One server takes the connections;
 * `switchTo` moves them to another through HAProxy's runtime API, as Patroni's callbacks or an operator would.
 */
export async function startHaproxy(servers: Record<string, number>, active: string) {
  const dir = mkdtempSync(join(tmpdir(), 'toulky-haproxy-'));
  const port = await freePort();
  const socket = join(dir, 'admin.sock');
  const lines = [
    'global',
    `  stats socket ${socket} mode 600 level admin`,
    'defaults',
    '  mode tcp',
    // A server that refuses is known at once; LISTEN connections stay open for as long as they live.
    '  timeout connect 1s',
    '  timeout client 1h',
    '  timeout server 1h',
    '  retries 0',
    'listen postgres',
    `  bind 127.0.0.1:${port}`,
    ...Object.entries(servers).map(
      ([name, serverPort]) => `  server ${name} 127.0.0.1:${serverPort}${name === active ? '' : ' disabled'}`,
    ),
  ];
  writeFileSync(join(dir, 'haproxy.cfg'), `${lines.join('\n')}\n`);
  // Debian puts it in /usr/sbin, which a user's PATH may lack.
  const program = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path));
  if (!program) throw new Error('HAProxy is not installed (apt-get install -y --no-install-recommends haproxy)');
  const child: ChildProcess = spawn(program, ['-f', join(dir, 'haproxy.cfg'), '-db'], { stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const command = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const client = connect(socket);
      let answer = '';
      client.on('data', (chunk) => {
        answer += chunk;
      });
      client.on('end', () => resolve(answer.trim()));
      client.on('error', reject);
      client.end(`${text}\n`);
    });
  // Up once the runtime API answers.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy ended:\n${output}`);
    if (await command('show info').then(Boolean, () => false)) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let current = active;
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Sends new connections to `name` and closes those still open to the server before it. */
    async switchTo(name: string) {
      await command(`set server postgres/${current} state maint`);
      await command(`shutdown sessions server postgres/${current}`);
      await command(`set server postgres/${name} state ready`);
      current = name;
    },
    async stop() {
      if (child.exitCode === null) {
        const done = exited(child);
        child.kill('SIGTERM');
        await done;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
