import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { create, extract } from 'tar';
import { PGLITE_EXTENSIONS } from './client.js';
import { lockDataDir } from './data-dir-lock.js';

/** What a backup holds besides the database: uploaded pictures and the secret its sessions were signed with. */
const BESIDE_DATABASE = ['media', 'jwt-secret'];
const FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  users: number;
  ratings: number;
}

async function countOf(db: PGlite, table: string): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
}

/**
 * Writes a consistent backup of the embedded database and its files to `file` (a .tar.gz): PGlite's own dump of its
 * data directory, taken with the database open and nothing else writing to it (the lock keeps the server away).
 */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupManifest> {
  const unlock = lockDataDir(dataDir, 'npm run backup');
  const staging = mkdtempSync(join(tmpdir(), 'toulky-backup-'));
  try {
    const db = await PGlite.create(join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS });
    let manifest: BackupManifest;
    try {
      manifest = {
        format: FORMAT,
        createdAt: new Date().toISOString(),
        users: await countOf(db, 'users'),
        ratings: await countOf(db, 'trip_ratings'),
      };
      const dump = await db.dumpDataDir('none');
      writeFileSync(join(staging, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    for (const name of BESIDE_DATABASE) {
      if (existsSync(join(dataDir, name))) cpSync(join(dataDir, name), join(staging, name), { recursive: true });
    }
    await create({ gzip: true, file, cwd: staging, portable: true }, readdirSync(staging));
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

/** Restores a backup into `dataDir`, which must not hold a database yet. */
export async function restoreDataDir(file: string, dataDir: string): Promise<BackupManifest> {
  const target = join(dataDir, 'db');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} already holds a database; move it away (or restore into another DATA_DIR) first.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir, 'npm run restore');
  const staging = mkdtempSync(join(tmpdir(), 'toulky-restore-'));
  try {
    await extract({ file, cwd: staging });
    const manifest = JSON.parse(readFileSync(join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== FORMAT) throw new Error(`${file} is a backup of format ${manifest.format}, not ${FORMAT}.`);
    const db = await PGlite.create(target, {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([readFileSync(join(staging, 'db.tar'))]),
    });
    try {
      const users = await countOf(db, 'users');
      if (users !== manifest.users) throw new Error(`restored ${users} users, the backup says ${manifest.users}`);
    } finally {
      await db.close();
    }
    for (const name of BESIDE_DATABASE) {
      if (existsSync(join(staging, name))) cpSync(join(staging, name), join(dataDir, name), { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}
