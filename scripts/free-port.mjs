import { createServer } from 'node:net';

/**
 * A port free on loopback right now: asked of the kernel, then released for the caller's server
 * to take. Plain JavaScript so the benchmarks run by bare Node (bench-pages, bench-http) can
 * import it as well as the tests. Another process may take the port in between; callers start
 * their server at once.
 *
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
