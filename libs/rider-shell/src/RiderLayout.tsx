import { lastLoginAtom, logoutAtom, managesFleet, sessionAtom } from '@velo/auth';
import { useNavigationPending } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import {
  accessibilityPath,
  accessibilityStatus,
  helpCentreFor,
  legalNoticePath,
  releaseLabel,
  siteLinks,
} from '@velo/site-config';
import { Button } from '@velo/ui/Button';
import { Icon } from '@velo/ui/Icon';
import { Link } from '@velo/ui/Link';
import { Page } from '@velo/ui/Page';
import { SiteFooter } from '@velo/ui/SiteFooter';
import { SiteHeader } from '@velo/ui/SiteHeader';
import { Spinner } from '@velo/ui/Spinner';
import { Text } from '@velo/ui/Text';
import { visuallyHidden } from '@velo/ui/recipes';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { currentArea, visibleAreas } from './areas';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './RiderLayout.css';

/**
 * The frame of the rider app around every screen: the header with the product areas (the current one
 * marked `aria-current="page"`), the language switch and logout, a menu dialog below 600 px (spec
 * section 9, breakpoint sm); the footer with the help centre (the employers' one for a fleet
 * manager), terms, contact and legal-notice links, the accessibility statement with its compliance
 * status, and the release. Waits longer than ~300 ms show a spinner; after a navigation, focus moves to the
 * new page's title, so screen readers announce it (WCAG 2.4.3), and the page scrolls smoothly back to
 * its top.
 */
export function RiderLayout() {
  const { pathname } = useLocation();
  const pending = useNavigationPending();
  const mainRef = useRef<HTMLDivElement>(null);
  const shownPath = useRef(pathname);

  // A new page, not a new search on the same page: a filter or a search written into the address
  // (the catalogue, the stores) keeps the focus where the rider is typing. The page scrolls back
  // to the top smoothly (spec section 4), at once for a rider who prefers reduced motion, and focus
  // moves to the title without a jump of its own.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    mainRef.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <RiderFrame pathname={pathname} showAreas>
      <div ref={mainRef} aria-busy={pending}>
        {pending ? <NavigationPending /> : null}
        <Outlet />
      </div>
    </RiderFrame>
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function NavigationPending() {
  const t = useFormatMessage();
  return <Spinner label={t('app.loading')} />;
}

/**
 * The frame of the first load, around the spinner of spec section 2.1 until the first page's code and
 * the profile are in: the header with the app's name and the language switch, the footer. Nothing in
 * it depends on the session (no areas, no logout), so the build prerenders it as the HTML of the
 * private routes, and the layout that follows keeps its header's size and the switch's place.
 */
export function FirstLoadFrame({ children }: { children: ReactNode }) {
  return (
    <RiderFrame pathname="" showAreas={false} firstLoad>
      {/* The page's one heading (RGAA 9.1) until the screen's own: the app's name, read, not shown. */}
      <h1 className={visuallyHidden}>Velo</h1>
      {children}
    </RiderFrame>
  );
}

/**
 * The header and footer alone, also drawn by the status pages the shell shows outside the layout
 * (the maintenance page). `showAreas` lists the product areas to a signed-in rider.
 */
export function RiderFrame({
  pathname,
  showAreas,
  firstLoad = false,
  children,
}: {
  pathname: string;
  showAreas: boolean;
  /**
   * The first load's frame: the same whoever is signed in, so it never shows the logout button but
   * keeps its place, unseen, where the signed-in header has it; the language switch then stays put
   * when the layout takes the frame's place.
   */
  firstLoad?: boolean;
  children: ReactNode;
}) {
  const t = useFormatMessage();
  const session = useAtomValue(sessionAtom);
  const lastLogin = useAtomValue(lastLoginAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const { profile } = session;
  const signedIn = session.authenticated && profile !== null;
  // A wrong connection or a group account has no rider area to go to (spec section 2.1).
  const areas =
    showAreas && signedIn && !session.wrongConnection && !profile.isGroupClient
      ? visibleAreas(profile, lastLogin)
      : [];
  const current = currentArea(pathname);
  // Disabled in the first-load frame, where it only keeps its place.
  const logoutButton = (
    <Button
      variant="ghost"
      size="sm"
      isDisabled={firstLoad}
      onPress={() => {
        void logout().then(() => navigate('/login'));
      }}
    >
      <Icon name="logout" size="text" />
      {t('nav.logout')}
    </Button>
  );

  return (
    <Page
      width="medium"
      header={
        <SiteHeader
          brand={
            <Link href="/" aria-label={t('nav.brand')}>
              <Text as="span" variant="bodyStrong">
                Velo
              </Text>
            </Link>
          }
          navigationLabel={t('nav.label')}
          menuButtonLabel={t('nav.menu')}
          menuTitle={t('nav.menuTitle')}
          items={areas.map((area) => ({
            href: area.href,
            label: t(area.labelId),
            isCurrent: area.id === current?.id,
            icon: area.icon,
          }))}
          actions={
            <>
              <LanguageSwitch isDisabled={firstLoad} />
              {firstLoad ? (
                <span aria-hidden="true" className={styles.keptLogoutPlace}>
                  {logoutButton}
                </span>
              ) : signedIn ? (
                logoutButton
              ) : null}
            </>
          }
        />
      }
      footer={
        <SiteFooter
          label={t('footer.label')}
          links={[
            {
              // Spec section 1: a fleet manager gets the employers' help centre.
              href: helpCentreFor(signedIn && managesFleet(profile, lastLogin)),
              label: t('footer.help'),
              isExternal: true,
            },
            { href: siteLinks.termsOfUse, label: t('footer.terms'), isExternal: true },
            { href: siteLinks.contact, label: t('footer.contact'), isExternal: true },
            { href: legalNoticePath, label: t('footer.legalNotice') },
            {
              href: accessibilityPath,
              label: t('footer.accessibility', { status: accessibilityStatus }),
            },
          ]}
        >
          <Text variant="caption">{t('footer.release', { release: releaseLabel })}</Text>
        </SiteFooter>
      }
    >
      {children}
    </Page>
  );
}
