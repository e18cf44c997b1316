import { useAtomValue, useSetAtom } from 'jotai';
import { authenticatedAtom, logoutAtom, profileAtom } from '@velo/auth';
import { Button } from '@velo/ui/Button';
import { Page, type PageWidth } from '@velo/ui/Page';
import { useLocale } from '@velo/i18n';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './RiderPage.css';
import { useT } from './useT';

export interface RiderPageProps {
  /** The page's title: its h1 and the document title. */
  title: string;
  children: ReactNode;
  width?: PageWidth;
}

/** Product version shown in the interface (spec section 1). */
export const releaseLabel = '1.2.27';

/** The frame of every rider screen: header with the language switch and logout, main, footer. */
export function RiderPage({ title, children, width = 'narrow' }: RiderPageProps) {
  const t = useT();
  const { locale } = useLocale();
  const authenticated = useAtomValue(authenticatedAtom);
  const profile = useAtomValue(profileAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${title} – Velo`;
  }, [title]);

  return (
    <Page
      width={width}
      locale={locale}
      header={
        <div className={styles.header}>
          <span className={styles.brand}>Velo</span>
          <div className={styles.actions}>
            <LanguageSwitch />
            {authenticated && profile ? (
              <Button
                variant="ghost"
                size="sm"
                onPress={() => {
                  void logout().then(() => navigate('/login'));
                }}
              >
                {t('nav.logout')}
              </Button>
            ) : null}
          </div>
        </div>
      }
      footer={<p className={styles.footer}>{t('footer.release', { release: releaseLabel })}</p>}
    >
      <h1 ref={headingRef} className={styles.title}>
        {title}
      </h1>
      {children}
    </Page>
  );
}
