import { TextField } from '@velo/ui/TextField';
import { memo, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { cursorParam } from './ListPages';
import { useShowListParams, withListParam } from './ListParams';

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

export { ListFilters, useShowListParams, withListParam } from './ListParams';
