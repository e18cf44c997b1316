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
