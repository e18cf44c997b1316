import type { Locale } from '@velo/i18n';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { useUiLocale } from '../../i18n/UiLocale';
import * as styles from './Table.css';

export type TableValue = string | number | null;

export interface TableColumn<Row> {
  id: keyof Row & string;
  label: string;
  /** The column that names each row (usually the first, e.g. the employee's name). */
  isRowHeader?: boolean;
  /** @default false */
  allowsSorting?: boolean;
  /** How to draw a cell; the raw value is used for sorting. */
  render?: (row: Row) => ReactNode;
  /**
   * The column's share of the width (`'20%'`, `'12rem'`), for `ListTable`, whose columns are laid
   * out once from these (fixed layout) rather than measured from every cell. @default equal shares
   */
  width?: string;
}

export interface TableProps<Row extends { id: Key } & Record<string, unknown>> {
  /** Names the table (RGAA 5.4). */
  'aria-label': string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** The first sort. @default none */
  defaultSortDescriptor?: SortDescriptor;
  /**
   * The sort, controlled: the table shows the rows in the order given and only says which column
   * sorts them (the caller sorts, e.g. a long list across its pages). Use with `onSortChange`.
   */
  sortDescriptor?: SortDescriptor;
  /** Called when the user sorts; unless `sortDescriptor` is given, the table sorts the rows itself. */
  onSortChange?: (descriptor: SortDescriptor) => void;

  /** Language of the built-in texts; defaults to the UiLocaleProvider's (French without one). */
  locale?: Locale;
}

function compare(a: unknown, b: unknown, locale: Locale): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  return String(a).localeCompare(String(b), locale, { numeric: true, sensitivity: 'base' });
}

/**
 * A data table for fleet screens (employees, invoices), sortable by column. Sorting is announced by
 * react-aria through aria-sort on the header; the arrow repeats it visually.
 */
export function Table<Row extends { id: Key } & Record<string, unknown>>({
  columns,
  rows,
  defaultSortDescriptor,
  sortDescriptor,
  onSortChange,
  locale,
  'aria-label': ariaLabel,
}: TableProps<Row>) {
  const resolvedLocale = useUiLocale(locale);
  const [ownSort, setSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const controlled = sortDescriptor !== undefined;
  const sort = controlled ? sortDescriptor : ownSort;
  const sorted = useMemo(() => {
    if (!sort || controlled) return rows;
    const key = String(sort.column);
    const direction = sort.direction === 'descending' ? -1 : 1;
    return [...rows].sort((a, b) => direction * compare(a[key], b[key], resolvedLocale));
  }, [rows, sort, controlled, resolvedLocale]);

  const changeSort = (descriptor: SortDescriptor) => {
    setSort(descriptor);
    onSortChange?.(descriptor);
  };

  return (
    <div className={styles.scroll}>
      <AriaTable
        aria-label={ariaLabel}
        className={styles.table}
        {...(sort ? { sortDescriptor: sort } : {})}
        onSortChange={changeSort}
      >
        <TableHeader className={styles.row}>
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader ?? false}
              allowsSorting={column.allowsSorting ?? false}
              className={styles.column}
            >
              {({ allowsSorting, sortDirection }) => (
                <>
                  {column.label}
                  {allowsSorting ? (
                    <span className={styles.sortIcon} aria-hidden="true">
                      {sortDirection === 'ascending'
                        ? '▲'
                        : sortDirection === 'descending'
                          ? '▼'
                          : '↕'}
                    </span>
                  ) : null}
                </>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={sorted}>
          {(row) => (
            <Row id={row.id} className={styles.row} columns={columns}>
              {(column) => (
                <Cell className={styles.cell}>
                  {column.render ? column.render(row) : String(row[column.id] ?? '')}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
