import { type AppEnvironment, isTagManagerId, tagManagerEnabled } from './environment';
import { holdsSecret, scrubUrl } from './telemetryScrub';

/**
 * Spec section 1: a tag-manager script is injected in prod. It is added as an external script element
 * (never inline code), so the Content-Security-Policy of a build that injects it only lists its host
 * (tools/vite/appServer.ts, from `thirdPartiesOfBuild`).
 *
 * The tag manager reads the page's address by itself. So it starts only once the address holds no
 * secret (a reset `key` or session `token` is taken out of the address bar at once; an invitation
 * page keeps its token in its path), and its first data-layer entry gives the page's address,
 * path and referrer already scrubbed, for the container's page-view tags to use.
 */
export function injectTagManager(
  environment: AppEnvironment,
  containerId: string | undefined,
  doc: Document = document,
): HTMLScriptElement | undefined {
  if (!tagManagerEnabled(environment) || !isTagManagerId(containerId)) return undefined;
  const existing = doc.querySelector<HTMLScriptElement>('script[data-velo-tag-manager]');
  if (existing) return existing;
  const view = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
  if (view) {
    view.dataLayer = view.dataLayer ?? [];
    view.dataLayer.push(scrubbedPageFields(doc));
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.dataset['veloTagManager'] = containerId;
  doc.head.append(script);
  return script;
}

/** The page fields of the first data-layer entry, without secrets or personal data. */
export function scrubbedPageFields(doc: Document = document): Record<string, string> {
  const location = doc.location;
  return {
    page_location: scrubUrl(location.href),
    page_path: scrubUrl(`${location.pathname}${location.search}`),
    page_referrer: scrubUrl(doc.referrer),
    page_title: doc.title,
  };
}

/**
 * Injects the tag manager as soon as the address holds no secret: now, or after the rider has left
 * the page whose address holds one (checked every `intervalMs`). Returns a function that stops
 * waiting.
 */
export function startTagManager(
  environment: AppEnvironment,
  containerId: string | undefined,
  options: { doc?: Document; intervalMs?: number } = {},
): () => void {
  const doc = options.doc ?? document;
  if (!tagManagerEnabled(environment) || !containerId) return () => undefined;
  const tryInject = () => {
    if (holdsSecret(doc.location.href)) return false;
    injectTagManager(environment, containerId, doc);
    return true;
  };
  if (tryInject()) return () => undefined;
  const timer = setInterval(() => {
    if (tryInject()) clearInterval(timer);
  }, options.intervalMs ?? 1000);
  return () => clearInterval(timer);
}
