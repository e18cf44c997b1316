import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cursorParam } from './ListPages';
import * as styles from './ListSearch.css';

/**
 * A fleet list's filters kept in the address, without the search field (`ListSearch`): a screen
 * that only filters (/invoices) loads no text field.
 */

/**
 * The address's parameters with `value` under `param` (none for null or ''), the list's page
 * cursors (`pages`) dropped — a new search or filter starts at its first page — and the others
 * (company, sort, another list's) kept as they are.
 */
export function withListParam(
  params: URLSearchParams,
  param: string,
  value: string | null,
  pages: readonly string[] = [cursorParam],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const page of pages) next.delete(page);
  if (value === null || value === '') next.delete(param);
  else next.set(param, value);
  return next;
}

/** What the history entry of a list's view says: the address it came from (`ListPages`' Back). */
interface PagingState {
  pagedFrom?: string;
}

/**
 * Shows the list with other address parameters: a new history entry (Back comes back here), or in
 * place of this one (a search as it is typed); the scroll stays where it is.
 */
export function useShowListParams() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (params: URLSearchParams, how: 'push' | 'replace' = 'push') => {
      void navigate(
        { search: `?${params}` },
        {
          replace: how === 'replace',
          preventScrollReset: true,
          state: how === 'push' ? ({ pagedFrom: location.search } satisfies PagingState) : null,
        },
      );
    },
    [location.search, navigate],
  );
}

/** A list's search field and filters, side by side when there is room. */
export function ListFilters({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}
