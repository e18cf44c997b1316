import { lazyRoute } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import { accessibilityPath, legalNoticePath } from '@velo/site-config';
import type { RouteObject } from 'react-router-dom';

/**
 * The VPN-check route (spec section 2.2: a public route with a fixed identifier in its path), which a
 * company's network team opens to confirm the app is reachable through their VPN or proxy.
 */
export const vpnCheckPath = '/vpn-check/5d0c6f1e-9a4b-4c8e-b3f2-7e1a2d9c4b60';

/**
 * The public pages about the service itself: legal notice, accessibility statement and VPN check. No
 * server data.
 */
export function createAboutRoutes() {
  return {
    legalNotice: {
      path: legalNoticePath,
      ...lazyRoute(() => import('./LegalNoticeScreen'), {
        // The area's texts (`legal.`, `vpnCheck.`), a chunk of their own.
        messages: () => loadMessageAreas('about'),
      }),
    },
    // French law (RGAA 4.1): the accessibility statement, its figures from the end-to-end suite.
    accessibility: {
      path: accessibilityPath,
      ...lazyRoute(() => import('./AccessibilityScreen'), {
        messages: () => loadMessageAreas('about'),
      }),
    },
    vpnCheck: {
      path: vpnCheckPath,
      ...lazyRoute(() => import('./VpnCheckScreen'), { messages: () => loadMessageAreas('about') }),
    },
  } satisfies Record<string, RouteObject>;
}
