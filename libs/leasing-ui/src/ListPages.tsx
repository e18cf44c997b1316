import { Button } from '@velo/ui/Button';
import { Inline } from '@velo/ui/Inline';
import { Text } from '@velo/ui/Text';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';

/**
 * The address parameter of a fleet list's pages ("Large employers"): one `cursor` per page before
 * the one shown, each the API's `nextCursor` of the page before it — none on the first page. A
 * link, a reload and the browser's Back and Forward show the same page.
 */
export const cursorParam = 'cursor';

/** The API's cursors are base64url; anything else in the address is not one of ours. */
const isCursor = (value: string) => /^[A-Za-z0-9_-]{1,2000}$/.test(value);

/**
 * The cursors an address carries (none when one of them is not a cursor). `param` names them when a
 * screen pages two lists (/approve: `requests` and `accounts`).
 */
export function cursorsFrom(params: URLSearchParams, param: string = cursorParam): string[] {
  const cursors = params.getAll(param);
  return cursors.every(isCursor) ? cursors : [];
}

/** The address's parameters with these cursors, the others (company, sort…) kept as they are. */
export function withCursors(
  params: URLSearchParams,
  cursors: readonly string[],
  param: string = cursorParam,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(param);
  for (const cursor of cursors) next.append(param, cursor);
  return next;
}

/**
 * How many pages a fleet list of `total` rows makes at `pageSize` a page, for "Page 2 sur 82": when
 * the API stopped counting (`totalExact` false: 10,000 rows, 200 for a search), how many full pages
 * the rows it counted make, for "Page 2 sur plus de 8".
 */
export function listPageCount(
  { total, totalExact }: { total: number; totalExact: boolean },
  pageSize: number,
): { pages: number; exact: boolean } {
  return totalExact
    ? { pages: Math.max(1, Math.ceil(total / pageSize)), exact: true }
    : { pages: Math.floor(total / pageSize), exact: false };
}

/** What the history entry of a page says: the address of the page before it, when it came from there. */
interface PagingState {
  pagedFrom?: string;
}

const sameSearch = (a: string, b: string) =>
  new URLSearchParams(a).toString() === new URLSearchParams(b).toString();

export interface ListPagesProps {
  /** The navigation's accessible name ("Pages de la liste des factures"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** What the page shown is called, from its number ("Page 2 sur 3"). */
  current: (page: number) => string;
  /**
   * The cursors of the pages before the one shown, as the loader read them from the address (none
   * when it fell back to the first page: a cursor the API did not take).
   */
  cursors: readonly string[];
  /** The next page's cursor, null on the last page. */
  nextCursor: string | null;
  /** The page shown (its items): when it changes after a press, the focus stays on a page button. */
  page: unknown;
  /** The address parameter of this list's cursors. @default 'cursor' */
  param?: string;
}

/**
 * A fleet list's previous and next pages, kept in the address (`cursorParam`): "next" adds the
 * page's `nextCursor`, "previous" goes back in the history when the page came from there (as the
 * browser's Back would) or else drops the last cursor. The page shown is said politely; the
 * buttons say when their page is on its way and keep the focus when it comes, even when one is
 * now disabled (the last page's "next"). Nothing is drawn for a list of one page.
 */
export function ListPages({
  label,
  previousLabel,
  nextLabel,
  current,
  cursors,
  nextCursor,
  page,
  param = cursorParam,
}: ListPagesProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const params = new URLSearchParams(location.search);
  const pageNumber = cursors.length + 1;

  const pressed = useRef(false);
  const pagesRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const buttons = [...(pagesRef.current?.querySelectorAll('button') ?? [])];
    const focused = buttons.find((button) => button === document.activeElement);
    if (!focused || focused.disabled) buttons.find((button) => !button.disabled)?.focus();
  }, [page]);

  // The page on its way, if the address being loaded is this one's page after or before.
  const coming =
    navigation.location?.pathname === location.pathname
      ? cursorsFrom(new URLSearchParams(navigation.location.search), param).length - cursors.length
      : 0;

  const show = (next: readonly string[]) =>
    navigate(
      { search: `?${withCursors(params, next, param)}` },
      { preventScrollReset: true, state: { pagedFrom: location.search } satisfies PagingState },
    );
  const goNext = () => {
    if (nextCursor === null) return;
    pressed.current = true;
    void show([...cursors, nextCursor]);
  };
  const goPrevious = () => {
    pressed.current = true;
    const before = cursors.slice(0, -1);
    const state = location.state as PagingState | null;
    if (
      state?.pagedFrom !== undefined &&
      sameSearch(state.pagedFrom, withCursors(params, before, param).toString())
    ) {
      void navigate(-1);
      return;
    }
    void show(before);
  };

  if (pageNumber === 1 && nextCursor === null) return null;
  return (
    <Inline as="nav" gap="3" aria-label={label} ref={pagesRef}>
      <Button
        variant="outline"
        size="sm"
        isDisabled={pageNumber === 1}
        isLoading={coming === -1}
        onPress={goPrevious}
      >
        {previousLabel}
      </Button>
      <div aria-live="polite">
        <Text>{current(pageNumber)}</Text>
      </div>
      <Button
        variant="outline"
        size="sm"
        isDisabled={nextCursor === null}
        isLoading={coming === 1}
        onPress={goNext}
      >
        {nextLabel}
      </Button>
    </Inline>
  );
}
