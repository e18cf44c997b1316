import { type AppEnvironment, isTagManagerId, tagManagerEnabled } from './environment';

/**
 * Spec section 1: a tag-manager script is injected in prod. It is added as an external script element
 * (never inline code), so the Content-Security-Policy of a build that injects it only lists its host
 * (tools/vite/appServer.ts, from `thirdPartiesOfBuild`).
 */
export function injectTagManager(
  environment: AppEnvironment,
  containerId: string | undefined,
  doc: Document = document,
): HTMLScriptElement | undefined {
  if (!tagManagerEnabled(environment) || !isTagManagerId(containerId)) return undefined;
  const existing = doc.querySelector<HTMLScriptElement>('script[data-velo-tag-manager]');
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.dataset['veloTagManager'] = containerId;
  doc.head.append(script);
  return script;
}
