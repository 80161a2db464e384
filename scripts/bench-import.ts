/**
 * `npm run bench:import [-- --rows 5000]`: imports N members from one CSV through the real app
 * (inject: JSON parsing, auth, validation, one transaction) into a throw-away PGlite database,
 * after a dry run of the same file, and prints the times. Target: 5,000 rows in under 10 s.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { loadConfig } from '../src/server/config';
import { benchEnv } from './bench-env.mjs';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { seedEssentials } from '../src/server/seed';
import { users } from '../src/server/db/schema';
import { createSession } from '../src/server/modules/auth/sessions';
import { SESSION_COOKIE } from '../src/shared/constants';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000' } } });
const ROWS = Number(values.rows);
const CHAPTERS = ['Igembe Youth Voice', 'TI', 'Imenti Youth Voice', 'BU'];
const NAMES = ['Kendi', 'Mwenda', 'Gatwiri', 'Kirimi', 'Nkatha', 'Mutuma', 'Kawira', 'Murithi'];

function csv(rows: number): string {
  const lines = ['idNumber,fullName,phoneNumber,gender,chapter,joinDate,membershipNumber,email,renewalDate'];
  for (let i = 0; i < rows; i++) {
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 28) + 1).padStart(2, '0');
    const year = 2022 + (i % 3);
    const date = i % 2 ? `${day}/${month}/${year}` : `${year}-${month}-${day}`;
    const name = `${NAMES[i % NAMES.length]} ${NAMES[(i * 7) % NAMES.length]} ${i}`;
    lines.push(
      `${30_000_000 + i},"${name}",07${String(20_000_000 + i).slice(-8)},${i % 2 ? 'female' : 'male'},${CHAPTERS[i % 4]},${date},,${i % 3 ? '' : `m${i}@example.org`},`,
    );
  }
  return lines.join('\r\n');
}

const database = await openDatabase({});
const config = loadConfig(
  benchEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_PASSWORD: randomBytes(18).toString('base64url') }),
);
await database.migrate();
await seedEssentials(database.db, config.admin);
const [chairman] = await database.db.select().from(users).limit(1);
const { token } = await createSession(database.db, { userId: chairman!.id, rememberMe: false });
const app = await buildApp(config, { db: database.db });
await app.ready();
const headers = { cookie: `${SESSION_COOKIE}=${token}`, origin: 'http://localhost:3000', 'content-type': 'application/json' };
const file = csv(ROWS);

const timed = async (dryRun: boolean) => {
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/members/import',
    headers,
    // As the dashboard sends it: the file's bytes; its DD/MM/YYYY dates declared day first.
    payload: JSON.stringify({ file: Buffer.from(file).toString('base64'), dryRun, dateOrder: 'dayFirst' }),
  });
  const ms = performance.now() - start;
  const body = res.json() as { valid: number; imported?: number; errors: unknown[] };
  if (res.statusCode !== 200 || body.errors.length)
    throw new Error(`import failed: ${res.statusCode} ${JSON.stringify(body).slice(0, 500)}`);
  return { ms, body };
};

const dry = await timed(true);
const real = await timed(false);
process.stdout.write(
  `\nMember import on PGlite: ${ROWS.toLocaleString('en')} rows, ${(file.length / 1024).toFixed(0)} KiB of CSV\n` +
    `  dry run (parse + check):        ${(dry.ms / 1000).toFixed(2)} s (${dry.body.valid} valid)\n` +
    `  import (check + one transaction): ${(real.ms / 1000).toFixed(2)} s (${real.body.imported} imported)\n` +
    `  target: under 10 s — ${real.ms < 10_000 ? 'met' : 'NOT met'}\n` +
    `  load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
);
await app.close();
await database.close();
