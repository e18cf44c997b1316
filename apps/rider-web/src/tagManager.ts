import { type AppEnvironment, tagManagerEnabled } from './environment';

/**
 * Spec section 1: a tag-manager script is injected in prod. It is added as an external script element
 * (never inline code), so the Content-Security-Policy of production only has to list its host.
 */
export function injectTagManager(
  environment: AppEnvironment,
  containerId: string | undefined,
  doc: Document = document,
): HTMLScriptElement | undefined {
  if (!tagManagerEnabled(environment) || !containerId) return undefined;
  if (!/^GTM-[A-Z0-9]+$/.test(containerId)) return undefined;
  const existing = doc.querySelector<HTMLScriptElement>('script[data-velo-tag-manager]');
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.dataset['veloTagManager'] = containerId;
  doc.head.append(script);
  return script;
}
