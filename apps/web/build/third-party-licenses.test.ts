import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { thirdPartyLicenses } from './third-party-licenses';

// The tests run in apps/web (npm test, vitest run).
const root = resolve(process.cwd(), '../..');

describe('third-party licences', () => {
  const licenses = thirdPartyLicenses(root, ['apps/web', 'apps/api']);
  const names = new Set(licenses.map((entry) => entry.name));

  it('list what ships in the web app and runs in the server, with their transitive dependencies', () => {
    for (const name of ['react', 'react-dom', 'scheduler', '@mantine/core', 'maplibre-gl', 'fastify', 'graphql-yoga']) {
      expect(names, name).toContain(name);
    }
    expect(licenses.find((entry) => entry.name === 'react')).toMatchObject({ license: 'MIT' });
    expect(licenses.every((entry) => entry.version && entry.license)).toBe(true);
  });

  it('leave out development tools and our own workspaces', () => {
    for (const name of [
      'vite',
      'vitest',
      '@biomejs/biome',
      'typescript',
      '@playwright/test',
      'happy-dom',
      '@toulky/web',
    ]) {
      expect(names, name).not.toContain(name);
    }
  });

  it('are sorted by name, each package version once', () => {
    const keys = licenses.map((entry) => `${entry.name}@${entry.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...licenses].sort((a, b) => a.name.localeCompare(b.name))).toEqual(licenses);
  });
});
