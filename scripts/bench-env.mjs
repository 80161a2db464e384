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
