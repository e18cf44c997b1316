import { applyClientTheme, resetClientTheme, type ClientTheme } from '@velo/ui/theme';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSampleThemeName, sampleThemes } from './sampleThemes';

interface DocsThemeValue {
  theme: ClientTheme | null;
  setTheme: (theme: ClientTheme | null) => void;
}

const DocsThemeContext = createContext<DocsThemeValue>({ theme: null, setTheme: () => undefined });

/**
 * The client theme the docs are showing. `?theme=client` (or another sample name) starts with a sample
 * theme, which is how the visual suite screenshots every example in a client's colours. The theme is
 * applied to the document root through `applyClientTheme` and removed when the docs unmount, so
 * mounted inside the rider app they leave its theme as they found it.
 */
export function DocsThemeProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const requested = params.get('theme');
  const [theme, setTheme] = useState<ClientTheme | null>(() =>
    isSampleThemeName(requested) ? sampleThemes[requested] : null,
  );

  useEffect(() => {
    resetClientTheme();
    if (theme) applyClientTheme(theme);
    return () => resetClientTheme();
  }, [theme]);

  return (
    <DocsThemeContext.Provider value={{ theme, setTheme }}>{children}</DocsThemeContext.Provider>
  );
}

export function useDocsTheme(): DocsThemeValue {
  return useContext(DocsThemeContext);
}
