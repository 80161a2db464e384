/**
 * Once per e2e run, before any file: a pre-seeded PGlite data directory for startServer to copy
 * (the built server started on an empty directory and stopped cleanly, so every later server
 * starts as on a restart), and one server on a copy of it that the read-only public-page files
 * share (useSharedSite). Both are made here on every run and removed after it, never kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchServer } from './server';

export default async function setup(project: TestProject) {
  const seeded = mkdtempSync(path.join(tmpdir(), 'myv-e2e-seeded-'));
  const first = await launchServer({}, seeded, undefined);
  const code = await first.stop();
  if (code !== 0) throw new Error(`the server seeding the e2e data directory exited with ${code}:\n${first.output()}`);
  const shared = await launchServer({}, undefined, seeded);
  project.provide('e2eSeededDataDir', seeded);
  project.provide('e2eSharedServerUrl', shared.url);
  return async () => {
    await shared.dispose();
    rmSync(seeded, { recursive: true, force: true });
  };
}
