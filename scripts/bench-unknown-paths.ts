/**
 * Memory cost of unknown page paths: N rounds of unique 2 kB paths over real HTTP, heap after a
 * full GC each round. Flat means an unknown path leaves nothing behind.
 *   node --expose-gc --import tsx scripts/bench-unknown-paths.ts [paths per round]
 */
import http from 'node:http';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { benchEnv } from './bench-env.mjs';
async function main() {
  const db = await openDatabase({});
  await db.migrate();
  const config = loadConfig(benchEnv({ NODE_ENV: 'test' }));
  const app = await buildApp(config, { db: db.db });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const get = (p: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url + p, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        })
        .on('error', reject);
    });
  const gc =
    (globalThis as { gc?: () => void }).gc ??
    (() => {
      throw new Error('run with --expose-gc');
    });
  const mb = () => (process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1);
  gc();
  console.log(`start: heap ${mb()} MB`);
  const N = Number(process.argv[2] ?? 5000);
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < N; i++) await get(`/no-such/${round}-${i}/${'x'.repeat(2000)}`);
    gc();
    gc();
    console.log(
      `after ${(round + 1) * N} unknown paths (2 kB each): heap ${mb()} MB, rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`,
    );
  }
  agent.destroy();
  await app.close();
  await db.close();
}
void main();
