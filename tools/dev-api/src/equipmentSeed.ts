/**
 * The equipment offered with a bike (issue 12): helmets, locks, bags, child seats, phone mounts…,
 * each for every category or for those it fits. Seeded with the catalogue (catalogueSeed.ts).
 */
import type { BikeCategory } from '@velo/validation';

export interface SeedEquipment {
  kind: string;
  brand: string;
  name: string;
  euros: number;
  description: string;
  categories: BikeCategory[] | null;
}

const carriers: BikeCategory[] = ['city', 'hybrid', 'cargo', 'longtail', 'fitness', 'folding'];
const sporty: BikeCategory[] = ['mountain', 'road', 'gravel', 'fitness'];
const boxes: BikeCategory[] = ['front-loader', 'cargo-trike'];

export const equipmentSeed: SeedEquipment[] = [
  {
    kind: 'helmet',
    brand: 'Abus',
    name: 'Hyban 2.0',
    euros: 79.9,
    description: 'Casque urbain avec feu arrière LED intégré.',
    categories: null,
  },
  {
    kind: 'helmet',
    brand: 'Abus',
    name: 'Pedelec 2.0',
    euros: 129.9,
    description: 'Casque pour vélo électrique, visière et feu arrière, norme NTA 8776.',
    categories: null,
  },
  {
    kind: 'helmet',
    brand: 'Thousand',
    name: 'Heritage 2.0',
    euros: 99,
    description: 'Casque rétro avec aimant antivol et ventilation.',
    categories: null,
  },
  {
    kind: 'helmet',
    brand: 'Decathlon',
    name: 'Casque urbain 500',
    euros: 29.99,
    description: 'Casque léger et réglable, pour la ville.',
    categories: null,
  },
  {
    kind: 'helmet',
    brand: 'Lazer',
    name: 'Cityzen KinetiCore',
    euros: 89.99,
    description: 'Casque urbain à protection rotationnelle intégrée.',
    categories: null,
  },
  {
    kind: 'helmet',
    brand: 'Abus',
    name: 'Smiley 3.0 (enfant)',
    euros: 39.9,
    description: 'Casque enfant, tour de tête 45 à 55 cm.',
    categories: null,
  },
  {
    kind: 'lock',
    brand: 'Abus',
    name: 'Granit X-Plus 540',
    euros: 109.95,
    description: 'Antivol en U niveau 15, certifié FUB 2 roues.',
    categories: null,
  },
  {
    kind: 'lock',
    brand: 'Kryptonite',
    name: 'New York Standard',
    euros: 99.95,
    description: 'Antivol en U de 16 mm, sécurité maximale.',
    categories: null,
  },
  {
    kind: 'lock',
    brand: 'Abus',
    name: 'Bordo 6000',
    euros: 89.95,
    description: 'Antivol pliant de 90 cm avec support de cadre.',
    categories: null,
  },
  {
    kind: 'lock',
    brand: 'Decathlon',
    name: 'Antivol U 920',
    euros: 34.99,
    description: 'Antivol en U avec support, certifié FUB.',
    categories: null,
  },
  {
    kind: 'lock',
    brand: 'Abus',
    name: 'Chaîne CityChain 1010',
    euros: 69.95,
    description: 'Chaîne de 110 cm pour attacher un cargo à un point fixe.',
    categories: ['cargo', 'longtail', 'front-loader', 'cargo-trike'],
  },
  {
    kind: 'lights',
    brand: 'Busch & Müller',
    name: 'IXON Core',
    euros: 59.9,
    description: 'Éclairage avant et arrière rechargeable par USB.',
    categories: sporty.concat(['folding']),
  },
  {
    kind: 'lights',
    brand: 'Knog',
    name: 'Blinder Road',
    euros: 49.95,
    description: 'Feu avant 400 lumens, rechargeable.',
    categories: null,
  },
  {
    kind: 'basket',
    brand: 'Basil',
    name: 'Bold Basket M',
    euros: 44.95,
    description: 'Panier avant amovible, 22 litres.',
    categories: carriers,
  },
  {
    kind: 'basket',
    brand: 'Klickfix',
    name: 'Reisenthel Bikebasket',
    euros: 59.9,
    description: 'Panier de guidon en tissu, fixation rapide.',
    categories: carriers,
  },
  {
    kind: 'panniers',
    brand: 'Ortlieb',
    name: 'Back-Roller Classic',
    euros: 149.95,
    description: 'Paire de sacoches arrière étanches, 2 × 20 litres.',
    categories: carriers.concat(['gravel']),
  },
  {
    kind: 'panniers',
    brand: 'Basil',
    name: 'Miles double',
    euros: 69.95,
    description: 'Double sacoche arrière, 34 litres.',
    categories: carriers,
  },
  {
    kind: 'panniers',
    brand: 'Vaude',
    name: 'Aqua Back Single',
    euros: 79.95,
    description: 'Sacoche arrière étanche avec porte-ordinateur.',
    categories: carriers.concat(['gravel']),
  },
  {
    kind: 'child-seat',
    brand: 'Thule',
    name: 'Yepp 2 Maxi',
    euros: 189.95,
    description: 'Siège enfant arrière de 9 mois à 6 ans (22 kg).',
    categories: ['city', 'hybrid', 'cargo', 'longtail'],
  },
  {
    kind: 'child-seat',
    brand: 'Hamax',
    name: 'Caress',
    euros: 139.9,
    description: 'Siège enfant arrière inclinable, jusqu’à 22 kg.',
    categories: ['city', 'hybrid', 'cargo', 'longtail'],
  },
  {
    kind: 'child-seat',
    brand: 'Urban Arrow',
    name: 'Banc et ceintures',
    euros: 199,
    description: 'Banc supplémentaire avec ceintures pour la caisse.',
    categories: boxes,
  },
  {
    kind: 'rain-cover',
    brand: 'Urban Arrow',
    name: 'Tente de pluie',
    euros: 349,
    description: 'Tente imperméable pour la caisse avant.',
    categories: boxes,
  },
  {
    kind: 'rain-cover',
    brand: 'Tucano Urbano',
    name: 'Poncho Diluvio',
    euros: 44.9,
    description: 'Cape de pluie couvrant le guidon.',
    categories: null,
  },
  {
    kind: 'mudguards',
    brand: 'SKS',
    name: 'Bluemels Style',
    euros: 34.95,
    description: 'Paire de garde-boue légers.',
    categories: sporty,
  },
  {
    kind: 'phone-mount',
    brand: 'Quad Lock',
    name: 'Support guidon',
    euros: 49.99,
    description: 'Support de téléphone pour le guidon.',
    categories: null,
  },
  {
    kind: 'phone-mount',
    brand: 'SP Connect',
    name: 'Bike Bundle II',
    euros: 39.9,
    description: 'Support de téléphone avec coque.',
    categories: null,
  },
];
