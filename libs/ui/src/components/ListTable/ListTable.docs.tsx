import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import type { ComponentDocs } from '../../docs/types';
import { Badge } from '../Badge/Badge';
import type { TableColumn } from '../Table/Table';
import { ListTable } from './ListTable';

interface Employee extends Record<string, unknown> {
  id: string;
  name: string;
  site: string;
  status: string;
}

const columns: TableColumn<Employee>[] = [
  { id: 'name', label: 'Salarié', isRowHeader: true, allowsSorting: true },
  { id: 'site', label: 'Site', allowsSorting: true },
  {
    id: 'status',
    label: 'Statut',
    render: (row) => (
      <Badge tone={row.status === 'Location en cours' ? 'success' : 'information'}>
        {row.status}
      </Badge>
    ),
  },
];

const rows: Employee[] = [
  { id: '1', name: 'Dubois Léa', site: 'Lyon', status: 'Location en cours' },
  { id: '2', name: 'Lefèvre Éloïse', site: 'Paris', status: 'Inscrite' },
  { id: '3', name: 'Martin Hugo', site: 'Toulouse', status: 'Location en cours' },
];

/** The screen sorts; the table says the sort. */
function SortedBySite() {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'site', direction: 'ascending' });
  const key = String(sort.column) as 'name' | 'site';
  const sorted = [...rows].sort(
    (a, b) =>
      (sort.direction === 'ascending' ? 1 : -1) *
      a[key].localeCompare(b[key], 'fr', { sensitivity: 'base' }),
  );
  return (
    <ListTable
      aria-label="Salariés"
      columns={columns}
      rows={sorted}
      sortDescriptor={sort}
      onSortChange={setSort}
    />
  );
}

export const docs: ComponentDocs = {
  name: 'ListTable',
  importPath: '@velo/ui/ListTable',
  description:
    'Tableau natif pour une longue liste en lecture seule (les salariés d’une entreprise, page par page) : l’écran trie, le tableau dessine et annonce le tri. Pour des lignes avec des boutons, Table.',
  examples: [{ id: 'sorted', title: 'Trié par site par l’écran', render: () => <SortedBySite /> }],
  props: [
    { name: 'aria-label', type: 'string', description: 'Nom du tableau (RGAA 5.4).' },
    {
      name: 'columns',
      type: '{ id; label; isRowHeader?; allowsSorting?; render? }[]',
      description: 'Colonnes, comme Table ; render dessine la cellule.',
    },
    { name: 'rows', type: '{ id; …valeurs }[]', description: 'Lignes, dans l’ordre à montrer.' },
    {
      name: 'sortDescriptor',
      type: '{ column; direction }',
      description: 'La colonne du tri, dite par aria-sort sur son en-tête.',
    },
    {
      name: 'onSortChange',
      type: '(descriptor) => void',
      description: 'Appelé quand un en-tête triable est pressé : croissant d’abord, puis inversé.',
    },
  ],
  accessibility: [
    'Tableau natif nommé ; en-têtes de colonnes (scope="col") et de lignes (scope="row") (RGAA 5.6, 5.7).',
    'aria-sort sur l’en-tête trié ; la flèche ne fait que le répéter.',
    'Chaque en-tête triable est un bouton natif, avec l’anneau de focus visible.',
    'Défilement horizontal du tableau seul sur petit écran (WCAG 1.4.10).',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Aller d’un en-tête triable au suivant' },
    { keys: 'Entrée ou Espace', action: 'Trier par la colonne / inverser le tri' },
  ],
};
