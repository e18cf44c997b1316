import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';

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

function names(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

describe('Table', () => {
  it('is a named grid with column headers and row headers', () => {
    render(<Table aria-label="Salariés" columns={columns} rows={rows} />);
    const table = screen.getByRole('grid', { name: 'Salariés' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Salarié↕', 'Site', 'Vélos↕']);
    expect(names()).toEqual(['Émilie Durand', 'Bruno Martin', 'Chloé Petit']);
  });

  it('sorts by a column when its header is pressed, then reverses, with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <Table aria-label="Salariés" columns={columns} rows={rows} onSortChange={onSortChange} />,
    );
    const header = screen.getByRole('columnheader', { name: /Salarié/ });
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // French collation: É sorts with E.
    expect(names()).toEqual(['Bruno Martin', 'Chloé Petit', 'Émilie Durand']);
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Émilie Durand', 'Chloé Petit', 'Bruno Martin']);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
  });

  it('sorts numbers as numbers and is operable from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Table aria-label="Salariés" columns={columns} rows={rows} />);
    await user.tab();
    // Arrow keys move between cells; Enter on a sortable header sorts.
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('columnheader', { name: /Vélos/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('gridcell').at(-1)?.textContent),
    ).toEqual(['1', '2', '10']);
  });

  it('controlled: shows the rows as given, says the sort, and asks the caller to sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <Table
        aria-label="Salariés"
        columns={columns}
        rows={rows}
        sortDescriptor={{ column: 'bikes', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    // The caller's order (one page of a longer sorted list), not re-sorted here.
    expect(names()).toEqual(['Émilie Durand', 'Bruno Martin', 'Chloé Petit']);
    expect(screen.getByRole('columnheader', { name: /Vélos/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('columnheader', { name: /Salarié/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    expect(names()).toEqual(['Émilie Durand', 'Bruno Martin', 'Chloé Petit']);
  });
});
