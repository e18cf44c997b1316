/**
 * Where this build runs. Vite's mode decides it at build time:
 * `vite` (serve) → dev, Vitest → test, `vite build --mode e2e` → e2e (the build the end-to-end suites
 * drive), `--mode staging` → staging, and a plain `vite build` → prod, the environment of spec section 1.
 */
export const appEnvironments = ['dev', 'test', 'e2e', 'staging', 'prod'] as const;
export type AppEnvironment = (typeof appEnvironments)[number];

export function environmentFromMode(mode: string): AppEnvironment {
  switch (mode) {
    case 'production':
      return 'prod';
    case 'development':
      return 'dev';
    case 'test':
    case 'e2e':
    case 'staging':
      return mode;
    default:
      // An unknown mode is treated as development: it never turns production telemetry on.
      return 'dev';
  }
}

/** Spec sections 1 and 9: error reporting and session replay run only in prod and staging. */
export function telemetryEnabled(environment: AppEnvironment): boolean {
  return environment === 'prod' || environment === 'staging';
}

/** Spec section 1: the tag-manager script is injected in prod only. */
export function tagManagerEnabled(environment: AppEnvironment): boolean {
  return environment === 'prod';
}

/** A Google Tag Manager container id; any other value injects nothing. */
export function isTagManagerId(value: string | undefined): value is string {
  return value !== undefined && /^GTM-[A-Z0-9]+$/.test(value);
}

/**
 * The third parties a build loads, from its mode and its `VITE_` variables, as main.tsx starts them:
 * the error reporter's DSN (prod and staging with VITE_SENTRY_DSN) and the tag manager (prod with a
 * valid VITE_TAG_MANAGER_ID). The build's Content-Security-Policy names exactly these.
 */
export function thirdPartiesOfBuild(
  mode: string,
  env: Record<string, string | undefined>,
): { sentryDsn: string | undefined; tagManager: boolean } {
  const environment = environmentFromMode(mode);
  const dsn = env['VITE_SENTRY_DSN'];
  return {
    sentryDsn: telemetryEnabled(environment) && dsn ? dsn : undefined,
    tagManager: tagManagerEnabled(environment) && isTagManagerId(env['VITE_TAG_MANAGER_ID']),
  };
}
