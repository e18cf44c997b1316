import type { Key, SortDescriptor } from 'react-aria-components';
import type { TableColumn } from '../Table/Table';
import * as styles from '../Table/Table.css';

export type { TableColumn } from '../Table/Table';

export interface ListTableProps<Row extends { id: Key } & Record<string, unknown>> {
  /** Names the table (RGAA 5.4). */
  'aria-label': string;
  columns: readonly TableColumn<Row>[];
  /** The rows in the order to show them: the screen sorts (and pages) the list itself. */
  rows: readonly Row[];
  /** The column the rows are sorted by, said with `aria-sort` on its header. */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed: ascending first, then the other way. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * The narrowest the table gets before it scrolls sideways (a phone scrolls the table, not the
   * page). @default '40rem'
   */
  minWidth?: string;
}

const sortArrow = (direction: SortDescriptor['direction'] | undefined) =>
  direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';

/**
 * A long read-only list as a native table (the fleet manager's 2,000 employees, a page at a time):
 * column and row headers, `aria-sort` on the sorted column's header, each sortable header a native
 * button reached with Tab. Plain elements, no hook per cell: a page of 50 rows redraws in a few
 * milliseconds, where `Table`'s grid (arrow keys between cells, for rows holding controls) gives
 * each cell a dozen hooks. The screen sorts; this table only draws and says the sort.
 */
export function ListTable<Row extends { id: Key } & Record<string, unknown>>({
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  minWidth = '40rem',
  'aria-label': ariaLabel,
}: ListTableProps<Row>) {
  return (
    <div className={styles.listScroll}>
      {/* Fixed layout: the columns take their widths once, from the <col>s, instead of measuring
          every cell again each time a sort or a page rewrites the rows. */}
      <table aria-label={ariaLabel} className={styles.listTable} style={{ minWidth }}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} {...(column.width ? { style: { width: column.width } } : {})} />
          ))}
        </colgroup>
        <thead>
          <tr className={styles.row}>
            {columns.map((column) => {
              const direction =
                sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={styles.listColumn}
                  {...(direction ? { 'aria-sort': direction } : {})}
                >
                  {column.allowsSorting ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() =>
                        onSortChange?.({
                          column: column.id,
                          direction: direction === 'ascending' ? 'descending' : 'ascending',
                        })
                      }
                    >
                      {column.label}
                      <span className={styles.sortIcon} aria-hidden="true">
                        {sortArrow(direction)}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {/* Keyed by position, not by row: a sort or a new page rewrites the texts of the same
              rows instead of replacing every element (read-only cells hold no state to keep). */}
          {rows.map((row, position) => (
            <tr key={position} className={styles.row}>
              {columns.map((column) => {
                const content = column.render ? column.render(row) : String(row[column.id] ?? '');
                return column.isRowHeader ? (
                  <th key={column.id} scope="row" className={styles.listCell}>
                    {content}
                  </th>
                ) : (
                  <td key={column.id} className={styles.listCell}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
