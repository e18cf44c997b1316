import type { ComponentDocs } from '../../docs/types';
import { Badge } from '../Badge/Badge';
import { Table, type TableColumn } from './Table';

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
    label: 'Demande',
    render: (row) => (
      <Badge tone={row.status === 'Approuvée' ? 'success' : 'warning'}>{row.status}</Badge>
    ),
  },
];

const rows: Employee[] = [
  { id: '1', name: 'Émilie Durand', site: 'Paris', status: 'Approuvée' },
  { id: '2', name: 'Bruno Martin', site: 'Lyon', status: 'En attente' },
  { id: '3', name: 'Chloé Petit', site: 'Toulouse', status: 'Approuvée' },
];

export const docs: ComponentDocs = {
  name: 'Table',
  importPath: '@velo/ui/Table',
  description:
    'Tableau de données pour les écrans de flotte (salariés, factures), triable par colonne.',
  examples: [
    {
      id: 'sortable',
      title: 'Triable, trié par nom',
      render: () => (
        <Table
          aria-label="Salariés"
          columns={columns}
          rows={rows}
          defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
        />
      ),
    },
  ],
  props: [
    { name: 'aria-label', type: 'string', description: 'Nom du tableau (RGAA 5.4).' },
    {
      name: 'columns',
      type: '{ id; label; isRowHeader?; allowsSorting?; render? }[]',
      description: 'Colonnes ; render dessine la cellule, la valeur brute sert au tri.',
    },
    { name: 'rows', type: '{ id; …valeurs }[]', description: 'Lignes.' },
    {
      name: 'defaultSortDescriptor',
      type: '{ column; direction }',
      description: 'Tri initial (aucun par défaut).',
    },
    {
      name: 'onSortChange',
      type: '(descriptor) => void',
      description: 'Appelé à chaque tri ; le tableau trie lui-même, sauf avec sortDescriptor.',
    },
    {
      name: 'sortDescriptor',
      type: '{ column; direction }',
      description:
        'Tri contrôlé : les lignes sont montrées dans l’ordre donné (l’écran trie, par exemple une longue liste page par page).',
    },
    {
      name: 'locale',
      type: "'fr' | 'en'",
      description: 'Ordre alphabétique (É avec E en français).',
    },
  ],
  accessibility: [
    'role="grid" nommé ; en-têtes de colonnes et de lignes (RGAA 5.6, 5.7).',
    'aria-sort sur la colonne triée ; la flèche ne fait que le répéter.',
    'Défilement horizontal du tableau seul sur petit écran (WCAG 1.4.10).',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Entrer dans le tableau' },
    { keys: 'Flèches', action: 'Se déplacer entre cellules et en-têtes' },
    { keys: 'Entrée sur un en-tête triable', action: 'Trier / inverser le tri' },
  ],
};
