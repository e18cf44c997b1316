/**
 * The script URL of the files' writer worker (exportWorker.ts), as a Trusted Type where the browser has them.
 * The app's policy asks for Trusted Types on script sinks (tools/vite/appServer.ts, report-only for
 * now because of Leaflet); `new Worker(url)` is such a sink, so the URL goes through a policy that
 * lets only this origin's scripts through.
 */

/** The part of the Trusted Types API used here (TypeScript's DOM library does not declare it). */
interface ScriptUrlPolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ): { createScriptURL: (input: string) => unknown };
}

let policy: { createScriptURL: (input: string) => unknown } | undefined;

/** `url` as `new Worker()` takes it: a TrustedScriptURL when supported; refused if not same-origin. */
export function workerScriptUrl(url: string): string | URL {
  const parsed = new URL(url, window.location.href);
  if (parsed.origin !== window.location.origin) {
    throw new TypeError('A worker script must come from the app’s own origin.');
  }
  const factory = (window as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  if (!factory) return parsed;
  policy ??= factory.createPolicy('velo-worker', {
    createScriptURL: (input) => {
      if (new URL(input, window.location.href).origin !== window.location.origin) {
        throw new TypeError('A worker script must come from the app’s own origin.');
      }
      return input;
    },
  });
  // A TrustedScriptURL: Worker's constructor takes it where a string is typed.
  return policy.createScriptURL(parsed.href) as string;
}
