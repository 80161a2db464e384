/** The environment of every benchmark's throwaway site: see bench-env.mjs. */
export function benchEnv<T extends Record<string, string | undefined>>(env: T): T & { REQUIRE_2FA_ROLES: string };
