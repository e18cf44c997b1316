import { managesFleet, type RightsHolder } from '@velo/auth';
import type { PlainMessageId } from '@velo/i18n';
import type { IconName } from '@velo/ui/Icon';

/** A product area of the rider's navigation (spec section 2.3, "named areas of the app"). */
export interface NavigationArea {
  id: string;
  /** Where its link leads. */
  href: string;
  labelId: PlainMessageId;
  icon: IconName;
  /** The app paths that belong to it: its link is marked current on any of them. */
  paths: readonly string[];
  /** Shown to fleet managers only. */
  fleetOnly?: boolean;
}

/** The areas, in the order of the header. */
export const navigationAreas: readonly NavigationArea[] = [
  { id: 'home', href: '/', labelId: 'nav.areas.home', icon: 'home', paths: ['/'] },
  {
    id: 'bikeChoice',
    // The catalogue is where a rider chooses; the questionnaire, the stores and the test rides
    // are steps of the same choice, reached from it.
    href: '/bikes',
    labelId: 'nav.areas.bikeChoice',
    icon: 'bike',
    paths: ['/bikes', '/user-profile/needs', '/stores', '/test-rides', '/try-bike', '/bikeCheck'],
  },
  {
    id: 'offer',
    href: '/my-offer',
    labelId: 'nav.areas.offer',
    icon: 'document',
    paths: ['/my-offer', '/onboarding', '/payment'],
  },
  {
    id: 'rent',
    href: '/my-rent',
    labelId: 'nav.areas.rent',
    icon: 'euro',
    paths: ['/my-rent', '/sponsorship'],
  },
  {
    id: 'profile',
    href: '/profile',
    labelId: 'nav.areas.profile',
    icon: 'user',
    paths: ['/profile'],
  },
  {
    id: 'fleet',
    href: '/dashboard',
    labelId: 'nav.areas.fleet',
    icon: 'document',
    paths: [
      '/dashboard',
      '/employees',
      '/invite',
      '/approve',
      '/pendingAgreements',
      // The company signs a lease's rental contract there (issue 15, right `agreements`).
      '/signSpecificAgreements',
      '/exports',
      '/invoices',
      '/sites',
    ],
    fleetOnly: true,
  },
];

/** Whether `pathname` (inside the app) belongs to one of `paths`: the path itself or below it. */
function isUnder(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The area a path belongs to, if any. */
export function currentArea(pathname: string): NavigationArea | undefined {
  return navigationAreas.find((area) => area.paths.some((path) => isUnder(pathname, path)));
}

/** The areas one account sees: every rider area, and fleet management for fleet managers. */
export function visibleAreas(
  profile: RightsHolder | null | undefined,
  lastLogin: { hasFleetManagementRights: boolean } | null | undefined,
): readonly NavigationArea[] {
  const fleet = managesFleet(profile, lastLogin);
  return navigationAreas.filter((area) => !area.fleetOnly || fleet);
}
