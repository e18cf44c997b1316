import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import type { TableColumn } from '../Table/Table';
import { ListTable } from './ListTable';

interface Employee extends Record<string, unknown> {
  id: string;
  name: string;
  site: string;
  bikes: number;
}

const columns: TableColumn<Employee>[] = [
  { id: 'name', label: 'Salarié', isRowHeader: true, allowsSorting: true },
  { id: 'site', label: 'Site' },
  { id: 'bikes', label: 'Vélos', allowsSorting: true },
];
const rows: Employee[] = [
  { id: '1', name: 'Émilie Durand', site: 'Paris', bikes: 2 },
  { id: '2', name: 'Bruno Martin', site: 'Lyon', bikes: 10 },
  { id: '3', name: 'Chloé Petit', site: 'Toulouse', bikes: 1 },
];

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

/** A screen that sorts its list itself, as /employees does. */
function Sorted({ onSortChange }: { onSortChange: (descriptor: SortDescriptor) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const key = String(sort.column) as 'name' | 'bikes';
  const sorted = [...rows].sort((a, b) => {
    const order =
      key === 'bikes'
        ? a.bikes - b.bikes
        : a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <ListTable
      aria-label="Salariés"
      columns={columns}
      rows={sorted}
      sortDescriptor={sort}
      onSortChange={(descriptor) => {
        setSort(descriptor);
        onSortChange(descriptor);
      }}
    />
  );
}

describe('ListTable', () => {
  it('is a named native table with column and row headers, the rows in the order given', () => {
    render(<ListTable aria-label="Salariés" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Salariés' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Salarié↕', 'Site', 'Vélos↕']);
    expect(names()).toEqual(['Émilie Durand', 'Bruno Martin', 'Chloé Petit']);
  });

  it('says the sort; its sortable headers are buttons reached with Tab, Enter or Space sorts', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<Sorted onSortChange={onSortChange} />);
    const table = screen.getByRole('table');
    const nameHeader = within(table).getByRole('columnheader', { name: /Salarié/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Bruno Martin', 'Chloé Petit', 'Émilie Durand']);
    // Only the sortable headers are tab stops; pressing the sorted one reverses it.
    await user.tab();
    expect(within(nameHeader).getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Émilie Durand', 'Chloé Petit', 'Bruno Martin']);
    await user.tab();
    expect(within(table).getByRole('button', { name: /Vélos/ })).toHaveFocus();
    await user.keyboard(' ');
    // Another column sorts ascending first.
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'bikes', direction: 'ascending' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent),
    ).toEqual(['1', '2', '10']);
  });
});
