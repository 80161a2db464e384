/**
 * PGlite is single-process: two processes opening one data directory corrupt it. The first
 * one takes a lock file holding its pid; any other refuses clearly. A lock left by a process
 * that no longer runs (a crash) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${dataDir} is in use by another process (pid ${pid}), probably the running server. ` +
        'Stop it first, or run this against PostgreSQL with DATABASE_URL. Nothing was changed.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): () => Promise<void> {
  const lockPath = path.join(dataDir, 'myv.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return async () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isFinite(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
