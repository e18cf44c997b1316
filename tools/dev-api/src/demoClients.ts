/**
 * The demo clients and their programmes: Acme France and the Holding Atlantique group with its two
 * companies, their themes, their eligible employees and the fleet dashboards' leases (seeded by
 * seed.ts).
 */
import { acmeInviteToken, holdingInviteToken } from './personas.ts';

// Shade 10 is the darkest and 90 the lightest (the light primary colour of spec section 3), as
// @velo/ui's theme contract reads a client theme.
const gradient = (shades: string[]) =>
  Object.fromEntries(shades.map((colour, index) => [String((index + 1) * 10), colour]));

export const acmeTheme = {
  primaryGradient: gradient([
    '#43206b',
    '#5b2d90',
    '#7643b3',
    '#9061c9',
    '#ad88d8',
    '#c9b0e6',
    '#e2d5f2',
    '#f3eefa',
    '#f7f3fc',
  ]),
  secondaryGradient: gradient([
    '#135440',
    '#1b7257',
    '#24916f',
    '#2fb38a',
    '#74d3b3',
    '#a6e4cf',
    '#d2f2e7',
    '#eefaf6',
    '#0c4a37',
  ]),
};

export const holdingTheme = {
  primaryGradient: gradient([
    '#1a3e6d',
    '#235493',
    '#2f6db8',
    '#4a89d3',
    '#75a7e0',
    '#a4c5ec',
    '#cfe0f5',
    '#eaf2fb',
    '#f2f7fd',
  ]),
  secondaryGradient: gradient([
    '#7d4b08',
    '#a8650b',
    '#d17f0f',
    '#f59a1b',
    '#ffb347',
    '#ffcd85',
    '#ffe4bf',
    '#fff5e6',
    '#5a3606',
  ]),
};

interface ClientSeed {
  qName: string;
  name: string;
  group: string | null;
  isGroup: boolean;
  email: string;
  mobilePhone: string;
  postalCode: string;
  siren: string;
  siretSuffix: string;
  vatKey: string;
  inviteToken: string | null;
  domains: string[];
}

export const clients: ClientSeed[] = [
  {
    qName: 'acme',
    name: 'Acme France',
    group: null,
    isGroup: false,
    email: 'rh@acme.test',
    mobilePhone: '+33612345678',
    postalCode: '75011',
    siren: '732829320',
    siretSuffix: '00074',
    vatKey: '44',
    inviteToken: acmeInviteToken,
    domains: ['acme.test', 'acme-france.test'],
  },
  {
    qName: 'holding',
    name: 'Groupe Holding Atlantique',
    group: null,
    isGroup: true,
    email: 'mobilite@holding.test',
    mobilePhone: '+33698765432',
    postalCode: '44000',
    siren: '552081317',
    siretSuffix: '00012',
    vatKey: '58',
    inviteToken: holdingInviteToken,
    domains: ['holding.test'],
  },
  {
    qName: 'holding-nantes',
    name: 'Holding Atlantique Nantes',
    group: 'holding',
    isGroup: false,
    email: 'rh-nantes@holding.test',
    mobilePhone: '+33640506070',
    postalCode: '44200',
    siren: '413948219',
    siretSuffix: '00035',
    vatKey: '21',
    inviteToken: null,
    domains: ['nantes.holding.test'],
  },
  {
    qName: 'holding-bordeaux',
    name: 'Holding Atlantique Bordeaux',
    group: 'holding',
    isGroup: false,
    email: 'rh-bordeaux@holding.test',
    mobilePhone: '+33750607080',
    postalCode: '33000',
    siren: '489377904',
    siretSuffix: '00027',
    vatKey: '73',
    inviteToken: null,
    domains: ['bordeaux.holding.test'],
  },
];

export const eligible: Record<string, [string, string, string, string][]> = {
  acme: [
    ['camille.martin@acme.test', 'Camille', 'Martin', 'A-1042'],
    ['lea.dubois@acme.test', 'Léa', 'Dubois', 'A-1043'],
    ['hugo.lefebvre@acme.test', 'Hugo', 'Lefebvre', 'A-1051'],
    ['chloe.roux@acme.test', 'Chloé', 'Roux', 'A-1058'],
    ['thomas.fournier@acme.test', 'Thomas', 'Fournier', 'A-1060'],
    ['manon.girard@acme.test', 'Manon', 'Girard', 'A-1071'],
    ['antoine.bonnet@acme.test', 'Antoine', 'Bonnet', 'A-1077'],
    ['ines.lambert@acme.test', 'Inès', 'Lambert', 'A-1080'],
    ['mathis.fontaine@acme.test', 'Mathis', 'Fontaine', 'A-1094'],
    ['sarah.chevalier@acme.test', 'Sarah', 'Chevalier', 'A-1102'],
  ],
  'holding-nantes': [
    ['paul.robin@nantes.holding.test', 'Paul', 'Robin', 'N-0210'],
    ['emma.garnier@nantes.holding.test', 'Emma', 'Garnier', 'N-0214'],
    ['louis.faure@nantes.holding.test', 'Louis', 'Faure', 'N-0220'],
  ],
  'holding-bordeaux': [
    ['jade.andre@bordeaux.holding.test', 'Jade', 'André', 'B-0031'],
    ['nathan.mercier@bordeaux.holding.test', 'Nathan', 'Mercier', 'B-0035'],
  ],
};

// Statuses of @velo/leasing's lifecycle (migration 007): the fleet dashboards' leases, named in text.
type LeaseStatus = 'pending-validation' | 'equipment-confirmed' | 'active' | 'ended';
export const leases: Record<string, [string, string, number, LeaseStatus, number][]> = {
  // rider, bike, price, status, months since start
  acme: [
    ['Camille Martin', 'Moustache Lundi 27.3', 3499, 'active', 5],
    ['Léa Dubois', 'Gazelle Ultimate C380 HMB', 3799, 'active', 11],
    ['Hugo Lefebvre', 'Riese & Müller Load 75 Touring', 7299, 'active', 8],
    ['Chloé Roux', 'Decathlon Elops LD 920 E', 1999, 'active', 3],
    ['Thomas Fournier', 'O2feel iSwan Explorer Boost 6.1', 2799, 'active', 14],
    ['Manon Girard', 'Tern GSD S10', 5999, 'active', 20],
    ['Antoine Bonnet', 'Cube Kathmandu Hybrid Pro 750', 3299, 'active', 2],
    ['Inès Lambert', 'Peugeot eC01 D7', 2399, 'equipment-confirmed', 0],
    ['Mathis Fontaine', 'Moustache Samedi 29 Trail 4', 4999, 'equipment-confirmed', 0],
    ['Sarah Chevalier', 'Brompton Electric C Line', 3590, 'pending-validation', 0],
    ['Marc Vincent', 'Gitane e-Salsa', 1799, 'ended', 37],
    ['Julie Morel', 'Lapierre e-Urban 4.4', 2499, 'ended', 36],
  ],
  'holding-nantes': [
    ['Paul Robin', 'Arcade e-Cargo Wagon', 4290, 'active', 6],
    ['Emma Garnier', 'Moustache Friday 27.3', 3199, 'active', 9],
    ['Louis Faure', 'Kalkhoff Endeavour 3.B Move', 2999, 'equipment-confirmed', 0],
  ],
  'holding-bordeaux': [
    ['Jade André', 'Urban Arrow Family Cargo Line', 6490, 'active', 4],
    ['Nathan Mercier', 'Decathlon Rockrider E-ST 500', 1699, 'pending-validation', 0],
  ],
};
