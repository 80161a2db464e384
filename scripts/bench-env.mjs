import { createServer } from 'node:net';

/**
 * The environment of every benchmark's throwaway site, whether the script builds the app in
 * process (loadConfig/draftConfig) or starts dist/server/main.js: one place for what they all add
 * to their own settings.
 *
 * REQUIRE_2FA_ROLES empty: the run's officials (a chairman, a vice-chairman) act through the API
 * with a password or a session made for them. Under the default, a chairman without a second step
 * may do nothing but set one up (403 two_factor_setup_required, docs/two-factor.md), and the
 * benchmarks stopped there; the second step is not what they measure (bench:login times it on an
 * account that has it). Throwaway data only: never a real site's setting.
 *
 * @template {Record<string, string | undefined>} T
 * @param {T} env
 */
export function benchEnv(env) {
  return { ...env, REQUIRE_2FA_ROLES: '' };
}

/**
 * A port free on loopback right now, for the benchmark's own server (asked of the kernel, then
 * released: a benchmark starts one server at a time, nothing races it for the port).
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
