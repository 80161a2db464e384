/**
 * Starts the real server in a child process on a free port with a throw-away PGlite data
 * directory, exactly as `npm start` runs it: the built bundle dist/server/main.js (run
 * `npm run build` first; `npm test` does).
 *
 * A new data directory is a copy of the pre-seeded one global-setup.ts makes once per run (the
 * same server, started once on an empty directory and stopped: migrated, the four chapters, the
 * chairman with ADMIN_PASSWORD, the starting content with its encoded photos). Each server then
 * starts as on a restart instead of migrating and seeding again. A server with another first
 * chairman, or a file run without that setup, starts from an empty directory as before.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The pre-seeded data directory to copy (global-setup.ts). */
    e2eSeededDataDir: string;
    /** The URL of the server the read-only public-page files share (global-setup.ts). */
    e2eSharedServerUrl: string;
  }
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM, then wait for exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** stop() and remove the data directory. */
  dispose(): Promise<void>;
}

export const ADMIN_PASSWORD = 'e2e-chairman-password';

/** The seeding depends on these only: a server given any of them must seed itself. */
const SEED_ENV = ['ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DATABASE_URL'];

/** Inside a test file: the pre-seeded directory of this run, if global-setup.ts made one. */
function seededDataDir(): string | undefined {
  try {
    return inject('e2eSeededDataDir') || undefined;
  } catch {
    return undefined; // not in a test worker (global-setup.ts itself)
  }
}

export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const template = dataDir || SEED_ENV.some((name) => name in env) ? undefined : seededDataDir();
  return launchServer(env, dataDir, template);
}

/**
 * A new data directory for a file that writes records before its server starts: a copy of the
 * pre-seeded one (the ADMIN_PASSWORD chairman, the chapters, the content), or empty without it.
 */
export function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'myv-e2e-'));
  const template = seededDataDir();
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/** startServer, with the directory a new data directory is copied from given explicitly. */
export async function launchServer(
  env: Record<string, string>,
  dataDir: string | undefined,
  template: string | undefined,
): Promise<RunningServer> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'myv-e2e-'));
  if (!dataDir && template) cpSync(template, dir, { recursive: true });
  // The free port is found by closing a listener, so between that and the server's own listen()
  // another process can take it (an outgoing connection's ephemeral port, on a busy CI machine).
  // The server then exits at once with EADDRINUSE and nothing was written: try another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchOnce(env, dir, dataDir === undefined);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 5) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function launchOnce(env: Record<string, string>, dir: string, ownsDir: boolean): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const root = path.resolve(import.meta.dirname, '../../..');
  const main = path.join(root, 'dist/server/main.js');
  if (!existsSync(main)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      PUBLIC_URL: url,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Optional for every role, so the e2e chairman signs in with the password alone; a test of
      // two-step sign-in passes the roles it needs.
      REQUIRE_2FA_ROLES: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      if (output.includes('EADDRINUSE')) throw new PortTakenError(`port ${port} was taken:\n${output}`);
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  return {
    url,
    dataDir: dir,
    process: child,
    output: () => output,
    stop,
    async dispose() {
      await stop();
      if (ownsDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
