import { TextField } from '@velo/ui/TextField';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cursorParam } from './ListPages';
import * as styles from './ListSearch.css';

/**
 * A fleet list's search and filters kept in the address ("Large employers": /employees, /approve,
 * /pendingAgreements, /invoices): the server searches (`q`: names, e-mail address, employee number,
 * case and accents ignored), the address says what is shown, so a link, a reload and the browser's
 * Back and Forward show the same list. A new search or filter shows its first page.
 */

/** The address parameter of a list's search (the API's `q`). */
export const searchParam = 'q';

/** The search's longest text (the API's `q`: at most 100 characters). */
export const maxSearchLength = 100;

/** How long typing must pause before the search goes into the address (and to the server). */
export const searchSettleMs = 300;

/** The search an address carries under `param`, trimmed and cut to the API's longest; '' for none. */
export function searchFrom(params: URLSearchParams, param: string = searchParam): string {
  return (params.get(param) ?? '').trim().slice(0, maxSearchLength);
}

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

export interface SearchFieldProps {
  label: string;
  /** What the search looks in ("Nom, prénom, adresse e-mail ou matricule…"). */
  description: string;
  /** The search the address carries. */
  search: string;
  onSearch: (search: string) => void;
}

/**
 * A list's search field. What is typed lands in the field at once (no keystroke waits for the
 * server or is lost); the text is handed over (`onSearch`, trimmed) once typing pauses, on Enter
 * or on leaving the field. A search the address brings (Back, a link) replaces what the field shows.
 */
export const SearchField = memo(function SearchField({
  label,
  description,
  search,
  onSearch,
}: SearchFieldProps) {
  const [text, setText] = useState(search);
  // The search last handed over from here: another one came from elsewhere.
  const committed = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (search === committed.current) return;
    clearTimeout(timer.current);
    committed.current = search;
    setText(search);
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (value: string) => {
    clearTimeout(timer.current);
    const trimmed = value.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onSearch(trimmed);
  };
  return (
    <TextField
      type="search"
      label={label}
      description={description}
      value={text}
      maxLength={maxSearchLength}
      onChange={(value) => {
        setText(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(value), searchSettleMs);
      }}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
        else event.continuePropagation();
      }}
    />
  );
});

export interface ListSearchFieldProps {
  label: string;
  description: string;
  /** The address parameter of this list's search. @default 'q' */
  param?: string;
  /** The address parameters of this list's page cursors, dropped by a new search. @default ['cursor'] */
  pages?: readonly string[];
}

/**
 * A list's search field bound to the address: the search shown is the address's `param`; a new
 * one replaces it (the history keeps no entry per keystroke) and shows its first page.
 */
export function ListSearchField({
  label,
  description,
  param = searchParam,
  pages = [cursorParam],
}: ListSearchFieldProps) {
  const location = useLocation();
  const show = useShowListParams();
  const params = new URLSearchParams(location.search);
  const onSearch = (text: string) => show(withListParam(params, param, text, pages), 'replace');
  return (
    <SearchField
      label={label}
      description={description}
      search={searchFrom(params, param)}
      onSearch={onSearch}
    />
  );
}

/** A list's search field and filters, side by side when there is room. */
export function ListFilters({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}
