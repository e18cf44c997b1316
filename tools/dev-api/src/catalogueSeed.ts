/**
 * The bike catalogue and the equipment (issue 12), generated once per database from a fixed seed, so
 * every start serves the same 330 models: thirty per category of spec section 3, from real brands
 * and model lines of the French market, with figures (weight, battery, motor, range, price, stores)
 * drawn within what each category plausibly carries. Recorded in `schema_migrations` as
 * `seed:catalogue-v1`.
 */
import type { Database, Queryable } from './db.ts';
import { euros } from './money.ts';
import { bikeCategories, type BikeCategory, type FrameType } from '@velo/validation';
import { seededRandom, type Random } from './random.ts';

export const catalogueSeedVersion = 'seed:catalogue-v1';
export const catalogueSeed = 20261201;
export const modelsPerCategory = 30;

export { bikeCategories };
export type { BikeCategory };
type Range = readonly [number, number];

/** A model line: brand, line name, and whether it comes electric ('e'), mechanical ('m') or both. */
type Line = readonly [brand: string, line: string, kind: 'e' | 'm' | 'both'];

interface CategoryProfile {
  lines: readonly Line[];
  variants: readonly string[];
  /** Share of electric models among the lines that come both ways. */
  electricShare: number;
  /** Weight in kg: mechanical, electric. */
  weight: Range;
  electricWeight: Range;
  /** Price in euros: mechanical, electric. */
  price: Range;
  electricPrice: Range;
  batteries: readonly number[];
  /** Watt-hours per kilometre with assistance (lower is farther). */
  consumption: Range;
  frames: readonly (readonly [FrameType, number])[];
  /** Frame sizes, or one size for the given heights. */
  sizes: 'frame' | 'road' | Range;
  retailers: Range;
  /** French, then filled with the figures. */
  purpose: string;
}

const frameSizes: readonly (readonly [string, number, number])[] = [
  ['S', 152, 165],
  ['M', 163, 176],
  ['L', 174, 187],
  ['XL', 185, 198],
];
const roadSizes: readonly (readonly [string, number, number])[] = [
  ['XS', 148, 160],
  ['S', 158, 169],
  ['M', 167, 178],
  ['L', 176, 187],
  ['XL', 185, 198],
];

export const categoryProfiles: Record<BikeCategory, CategoryProfile> = {
  city: {
    lines: [
      ['Moustache', 'Lundi 27', 'e'],
      ['Gazelle', 'Orange C', 'e'],
      ['Gazelle', 'Esprit', 'm'],
      ['Peugeot Cycles', 'eLC01', 'e'],
      ['Peugeot Cycles', 'LC01', 'm'],
      ['Decathlon', 'Elops 920 E', 'e'],
      ['Decathlon', 'Elops 520', 'm'],
      ['Gitane', 'e-City Step', 'e'],
      ['Gitane', 'Organ', 'm'],
      ['O2feel', 'iSwan City Boost', 'e'],
      ['Matra', 'i-Step', 'e'],
      ['Arcade Cycles', 'e-Colors', 'e'],
      ['Kalkhoff', 'Image 3.B', 'e'],
      ['Batavus', 'Finez', 'both'],
      ['Sparta', 'c-Grid', 'e'],
      ['Cowboy', 'Cruiser', 'e'],
    ],
    variants: ['Move', 'Excite', 'Advance', 'Plus', 'Confort', 'Urbain', 'Premium', 'Essentiel'],
    electricShare: 0.7,
    weight: [14.5, 19],
    electricWeight: [21.5, 28],
    price: [349, 899],
    electricPrice: [1499, 3799],
    batteries: [400, 500, 545, 625],
    consumption: [5, 7.5],
    frames: [
      ['monotube', 5],
      ['trapeze', 3],
      ['diamond', 2],
    ],
    sizes: 'frame',
    retailers: [6, 60],
    purpose:
      'pour les trajets quotidiens en ville, garde-boue, porte-bagages et éclairage intégrés',
  },
  hybrid: {
    lines: [
      ['Cube', 'Kathmandu Hybrid', 'e'],
      ['Cube', 'Touring', 'm'],
      ['Decathlon', 'Riverside 500 E', 'e'],
      ['Decathlon', 'Riverside 920', 'm'],
      ['Lapierre', 'e-Explorer', 'e'],
      ['Lapierre', 'Trekking', 'm'],
      ['O2feel', 'iSwan Explorer Boost', 'e'],
      ['Moustache', 'Samedi 28', 'e'],
      ['Kalkhoff', 'Endeavour 3.B', 'e'],
      ['Trek', 'Allant+', 'e'],
      ['Trek', 'Dual Sport', 'm'],
      ['Giant', 'Explore E+', 'e'],
      ['Winora', 'Yucatan', 'e'],
      ['Sunn', 'Urb', 'both'],
    ],
    variants: ['5', '6', '7', '8', 'Pro', 'Sport', 'Touring', 'Comfort'],
    electricShare: 0.6,
    weight: [12.5, 16],
    electricWeight: [22, 27.5],
    price: [449, 1199],
    electricPrice: [1799, 4299],
    batteries: [500, 625, 750],
    consumption: [5.5, 8],
    frames: [
      ['diamond', 5],
      ['trapeze', 3],
      ['monotube', 2],
    ],
    sizes: 'frame',
    retailers: [5, 55],
    purpose: 'polyvalent, à l’aise sur route comme sur chemins, pour des trajets mixtes',
  },
  mountain: {
    lines: [
      ['Decathlon', 'Rockrider E-ST', 'e'],
      ['Decathlon', 'Rockrider ST', 'm'],
      ['Lapierre', 'Overvolt', 'e'],
      ['Lapierre', 'Edge', 'm'],
      ['Commencal', 'Meta Power', 'e'],
      ['Commencal', 'Meta', 'm'],
      ['Moustache', 'Samedi 29 Trail', 'e'],
      ['Cube', 'Stereo Hybrid', 'e'],
      ['Cube', 'Aim', 'm'],
      ['Haibike', 'AllMtn', 'e'],
      ['Scott', 'Aspect', 'm'],
      ['Scott', 'Patron', 'e'],
      ['Specialized', 'Turbo Levo', 'e'],
      ['Mondraker', 'Crafty', 'e'],
      ['Orbea', 'Laufey', 'm'],
    ],
    variants: ['500', '700', '900', 'Race', 'Pro', 'SL', 'Comp', 'Expert'],
    electricShare: 0.5,
    weight: [12, 15.5],
    electricWeight: [20.5, 26],
    price: [499, 2999],
    electricPrice: [2499, 6999],
    batteries: [625, 720, 750, 800],
    consumption: [7, 10],
    frames: [
      ['diamond', 9],
      ['trapeze', 1],
    ],
    sizes: 'frame',
    retailers: [3, 45],
    purpose: 'tout-terrain, suspendu, pour les chemins et les trajets vallonnés',
  },
  road: {
    lines: [
      ['Decathlon', 'Van Rysel EDR', 'm'],
      ['Decathlon', 'Triban RC', 'm'],
      ['Look', '785 Huez', 'm'],
      ['Time', 'Alpe d’Huez', 'm'],
      ['Lapierre', 'Xelius', 'm'],
      ['Lapierre', 'e-Xelius', 'e'],
      ['Canyon', 'Endurace', 'm'],
      ['Specialized', 'Turbo Creo', 'e'],
      ['Trek', 'Domane', 'both'],
      ['Giant', 'Defy', 'm'],
      ['Orbea', 'Gain', 'e'],
      ['BH', 'Core Race', 'e'],
      ['Cannondale', 'Synapse', 'm'],
    ],
    variants: ['SL 5', 'SL 6', 'SL 7', 'AL', 'CF', 'Disc', 'Ultegra', '105'],
    electricShare: 0.3,
    weight: [7.5, 10.2],
    electricWeight: [11, 14],
    price: [699, 5499],
    electricPrice: [3299, 7499],
    batteries: [250, 320, 360, 400],
    consumption: [3, 4.5],
    frames: [['diamond', 1]],
    sizes: 'road',
    retailers: [2, 35],
    purpose: 'léger et rapide, pour les longs trajets sur route',
  },
  gravel: {
    lines: [
      ['Decathlon', 'Van Rysel GRVL', 'm'],
      ['Decathlon', 'Triban GRVL', 'm'],
      ['Lapierre', 'Crosshill', 'm'],
      ['Canyon', 'Grizl', 'm'],
      ['Canyon', 'Grail:ON', 'e'],
      ['Cube', 'Nuroad', 'm'],
      ['Cube', 'Nuroad Hybrid', 'e'],
      ['Specialized', 'Diverge', 'm'],
      ['Orbea', 'Terra', 'm'],
      ['Moustache', 'Dimanche 28 Gravel', 'e'],
      ['Scott', 'Speedster Gravel', 'm'],
      ['Look', '765 Gravel', 'm'],
    ],
    variants: ['AL', 'CF', '3', '5', '7', 'Pro', 'Race', 'Adventure'],
    electricShare: 0.3,
    weight: [9, 11.5],
    electricWeight: [13, 17],
    price: [799, 3999],
    electricPrice: [2999, 6499],
    batteries: [360, 400, 500, 625],
    consumption: [4, 6],
    frames: [['diamond', 1]],
    sizes: 'road',
    retailers: [2, 30],
    purpose: 'rapide sur route et à l’aise sur les chemins, pour les trajets longs et variés',
  },
  folding: {
    lines: [
      ['Brompton', 'C Line', 'm'],
      ['Brompton', 'Electric C Line', 'e'],
      ['Brompton', 'P Line', 'm'],
      ['Tern', 'Vektron', 'e'],
      ['Tern', 'Link', 'm'],
      ['Dahon', 'Mariner', 'm'],
      ['Dahon', 'K-One', 'e'],
      ['Decathlon', 'BTwin Fold 500', 'm'],
      ['Decathlon', 'BTwin E-Fold 900', 'e'],
      ['Gocycle', 'G4', 'e'],
      ['Vello', 'Bike+', 'e'],
      ['Peugeot Cycles', 'eF01', 'e'],
    ],
    variants: ['Urban', 'Explore', 'S8', 'D8', 'Q9', 'Light', 'Plus', 'Compact'],
    electricShare: 0.5,
    weight: [10, 13.5],
    electricWeight: [15, 20.5],
    price: [499, 2499],
    electricPrice: [1499, 4499],
    batteries: [300, 345, 400, 500],
    consumption: [5, 7],
    frames: [['monotube', 1]],
    sizes: [145, 195],
    retailers: [4, 50],
    purpose: 'pliant en quelques secondes, pour combiner vélo et transports en commun',
  },
  cargo: {
    lines: [
      ['Tern', 'HSD', 'e'],
      ['Tern', 'Quick Haul', 'e'],
      ['Moustache', 'Lundi 20.7', 'e'],
      ['Douze Cycles', 'D2', 'e'],
      ['Decathlon', 'Elops R500E', 'e'],
      ['Yuba', 'Fastrack', 'e'],
      ['Benno', 'Boost', 'e'],
      ['Benno', 'RemiDemi', 'e'],
      ['Riese & Müller', 'Multicharger Mixte', 'e'],
      ['Gazelle', 'Makki', 'e'],
      ['Arcade Cycles', 'e-Cargo Wagon', 'e'],
      ['Kona', 'Ute', 'm'],
      ['Surly', 'Big Easy', 'both'],
    ],
    variants: ['S00', 'P9', 'Family', 'Utility', 'Vario', 'GT', 'Light', 'Plus'],
    electricShare: 0.85,
    weight: [20, 26],
    electricWeight: [26.5, 36],
    price: [1499, 2799],
    electricPrice: [2999, 5999],
    batteries: [500, 545, 625, 750, 1000],
    consumption: [7, 10],
    frames: [
      ['monotube', 6],
      ['trapeze', 4],
    ],
    sizes: [150, 195],
    retailers: [2, 30],
    purpose: 'compact et robuste, pour les courses et un enfant à l’arrière',
  },
  longtail: {
    lines: [
      ['Tern', 'GSD', 'e'],
      ['Yuba', 'Spicy Curry', 'e'],
      ['Yuba', 'Kombi', 'both'],
      ['Decathlon', 'Elops R500E Longtail', 'e'],
      ['Moustache', 'Lundi 27 Longtail', 'e'],
      ['Xtracycle', 'Swoop', 'e'],
      ['Xtracycle', 'Stoker', 'e'],
      ['Riese & Müller', 'Multitinker', 'e'],
      ['Cube', 'Longtail Hybrid', 'e'],
      ['Velo de Ville', 'CEB 400 Longtail', 'e'],
      ['O2feel', 'Equo Cargo', 'e'],
      ['Surly', 'Big Dummy', 'm'],
    ],
    variants: ['S10', 'R14', 'Family', 'Sport', 'Touring', 'Vario', 'Plus', 'Dual Battery'],
    electricShare: 0.85,
    weight: [22, 28],
    electricWeight: [28, 40],
    price: [1499, 2499],
    electricPrice: [3499, 6999],
    batteries: [500, 625, 750, 1000, 1250],
    consumption: [7.5, 10.5],
    frames: [
      ['monotube', 5],
      ['trapeze', 5],
    ],
    sizes: [150, 198],
    retailers: [2, 28],
    purpose: 'à porte-bagages allongé, pour deux enfants ou de lourdes charges',
  },
  'front-loader': {
    lines: [
      ['Urban Arrow', 'Family', 'e'],
      ['Urban Arrow', 'Shorty', 'e'],
      ['Riese & Müller', 'Load 60', 'e'],
      ['Riese & Müller', 'Load 75', 'e'],
      ['Babboe', 'Big', 'both'],
      ['Babboe', 'City', 'both'],
      ['Bakfiets.nl', 'Cargobike Long', 'both'],
      ['Douze Cycles', 'G4', 'e'],
      ['Bullitt', 'Larry vs Harry', 'both'],
      ['Omnium', 'Cargo', 'm'],
      ['Decathlon', 'F900E Biporteur', 'e'],
      ['Gazelle', 'Cabby', 'e'],
    ],
    variants: [
      'Cargo Line',
      'Performance',
      'Touring',
      'Vario',
      'Mountain',
      'Original',
      'Pro',
      'Steps',
    ],
    electricShare: 0.8,
    weight: [27, 35],
    electricWeight: [36, 55],
    price: [2499, 3999],
    electricPrice: [4499, 8999],
    batteries: [500, 545, 625, 750, 1000],
    consumption: [8, 11],
    frames: [['monotube', 1]],
    sizes: [150, 200],
    retailers: [1, 25],
    purpose: 'biporteur à caisse avant, pour emmener jusqu’à trois enfants ou de gros chargements',
  },
  'cargo-trike': {
    lines: [
      ['Babboe', 'Curve', 'both'],
      ['Babboe', 'Mountain', 'e'],
      ['Butchers & Bicycles', 'MK1-E', 'e'],
      ['Christiania Bikes', 'Light', 'both'],
      ['Nihola', 'Family', 'both'],
      ['Triobike', 'Boxter', 'e'],
      ['Chike', 'e-Kids', 'e'],
      ['Winther', 'Kangaroo', 'e'],
      ['Vogue', 'Superior', 'e'],
      ['Pfautec', 'Carrier', 'e'],
      ['Velo de Ville', 'Cargo Trike', 'e'],
      ['Kiffy', 'Capsule', 'e'],
    ],
    variants: ['Classic', 'Gen 2', 'Automatic', 'Vario', 'Steps', 'Cargo', 'Family', 'Pro'],
    electricShare: 0.75,
    weight: [35, 45],
    electricWeight: [44, 70],
    price: [2499, 4499],
    electricPrice: [4499, 9999],
    batteries: [500, 625, 750, 1000],
    consumption: [9, 12],
    frames: [['monotube', 1]],
    sizes: [145, 200],
    retailers: [1, 18],
    purpose: 'triporteur stable à l’arrêt, pour les enfants et les charges sans effort d’équilibre',
  },
  fitness: {
    lines: [
      ['Trek', 'FX', 'both'],
      ['Specialized', 'Sirrus', 'm'],
      ['Specialized', 'Turbo Vado SL', 'e'],
      ['Cube', 'Nature', 'm'],
      ['Scott', 'Sub Cross', 'm'],
      ['Scott', 'Sub Sport eRIDE', 'e'],
      ['Giant', 'Escape', 'm'],
      ['Canyon', 'Roadlite', 'both'],
      ['Decathlon', 'Triban RC 120 Flat', 'm'],
      ['Orbea', 'Vector', 'm'],
      ['Lapierre', 'Shaper', 'm'],
      ['BH', 'Atom Cross', 'e'],
    ],
    variants: ['1', '2', '3', '4', '5', 'Disc', 'Sport', 'Pro'],
    electricShare: 0.3,
    weight: [9, 12.5],
    electricWeight: [14, 18.5],
    price: [499, 1799],
    electricPrice: [2499, 4499],
    batteries: [320, 360, 500],
    consumption: [4, 6],
    frames: [
      ['diamond', 8],
      ['trapeze', 2],
    ],
    sizes: 'frame',
    retailers: [3, 45],
    purpose: 'sportif à cintre plat, pour aller vite au travail et garder la forme',
  },
};

const categoryNames: Record<BikeCategory, string> = {
  city: 'Vélo de ville',
  hybrid: 'Vélo tout chemin',
  mountain: 'VTT',
  road: 'Vélo de route',
  gravel: 'Gravel',
  folding: 'Vélo pliant',
  cargo: 'Vélo cargo compact',
  longtail: 'Longtail',
  'front-loader': 'Biporteur',
  'cargo-trike': 'Triporteur',
  fitness: 'Vélo fitness',
};

const frameNames: Record<FrameType, string> = {
  diamond: 'cadre diamant',
  trapeze: 'cadre trapèze',
  monotube: 'cadre ouvert monotube',
};

export interface GeneratedModel {
  brand: string;
  model: string;
  category: BikeCategory;
  electric: boolean;
  frameType: FrameType;
  weightGrams: number;
  batteryWh: number | null;
  motorPowerW: number | null;
  autonomyKm: number | null;
  priceCents: number;
  retailersCount: number;
  description: string;
  sizes: { label: string; minHeightCm: number; maxHeightCm: number }[];
}

const between = (random: Random, [min, max]: Range) => min + random.next() * (max - min);

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random.next() * total;
  for (const [value, weight] of choices) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** A shop price: whole euros ending in 9 (1 499 €, 3 799 €…). */
const shopPrice = (random: Random, range: Range) =>
  euros(Math.max(range[0], Math.round(between(random, range) / 10) * 10 - 1));

function sizesOf(random: Random, profile: CategoryProfile): GeneratedModel['sizes'] {
  if (profile.sizes === 'frame' || profile.sizes === 'road') {
    const all = profile.sizes === 'frame' ? frameSizes : roadSizes;
    // Most models come in every size; some skip the smallest or the largest.
    const from = random.chance(0.25) ? 1 : 0;
    const to = all.length - (random.chance(0.2) ? 1 : 0);
    return all
      .slice(from, to)
      .map(([label, minHeightCm, maxHeightCm]) => ({ label, minHeightCm, maxHeightCm }));
  }
  const [min, max] = profile.sizes;
  return [
    { label: 'unique', minHeightCm: min + random.int(0, 5), maxHeightCm: max - random.int(0, 5) },
  ];
}

/** The whole catalogue, the same on every call. */
export function generateCatalogue(seed = catalogueSeed): GeneratedModel[] {
  const random = seededRandom(seed);
  const models: GeneratedModel[] = [];
  for (const category of bikeCategories) {
    const profile = categoryProfiles[category];
    const names = new Set<string>();
    let attempts = 0;
    while (names.size < modelsPerCategory) {
      attempts += 1;
      if (attempts > 10_000) throw new Error(`catalogue seed: not enough names for ${category}`);
      const [brand, line, kind] = random.pick(profile.lines);
      const variant = random.pick(profile.variants);
      const electric = kind === 'both' ? random.chance(profile.electricShare) : kind === 'e';
      const model =
        kind === 'both' && electric ? `${line} ${variant} Électrique` : `${line} ${variant}`;
      const key = `${brand}\u0000${model}`;
      if (names.has(key)) continue;
      names.add(key);
      const frameType = weighted(random, profile.frames);
      const weightKg = between(random, electric ? profile.electricWeight : profile.weight);
      const batteryWh = electric ? random.pick(profile.batteries) : null;
      const autonomyKm =
        batteryWh === null
          ? null
          : Math.min(400, Math.round(batteryWh / between(random, profile.consumption)));
      const priceCents = shopPrice(random, electric ? profile.electricPrice : profile.price);
      const assistance =
        batteryWh === null
          ? 'sans assistance'
          : `à assistance électrique (moteur 250 W, batterie ${batteryWh} Wh, jusqu’à ${autonomyKm} km)`;
      models.push({
        brand,
        model,
        category,
        electric,
        frameType,
        weightGrams: Math.round(weightKg * 10) * 100,
        batteryWh,
        // The legal limit of a pedelec in France: 250 W rated, assistance up to 25 km/h.
        motorPowerW: electric ? 250 : null,
        autonomyKm,
        priceCents,
        retailersCount: random.int(...profile.retailers),
        description: `${categoryNames[category]} ${assistance}, ${frameNames[frameType]}, ${profile.purpose}.`,
        sizes: sizesOf(random, profile),
      });
    }
  }
  return models;
}

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

/** Inserts the models and their sizes in two statements (one row per array element). */
async function insertModels(tx: Queryable, models: GeneratedModel[]): Promise<void> {
  const column = <K extends keyof GeneratedModel>(key: K) => models.map((model) => model[key]);
  const { rows } = await tx.query<{ id: number }>(
    `insert into bike_models (brand, model, category, is_electric, frame_type, weight_grams, battery_wh,
                              motor_power_w, autonomy_km, price_cents, retailers_count, description)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::text[], $6::int[],
                          $7::int[], $8::int[], $9::int[], $10::int[], $11::int[], $12::text[])
     returning id`,
    [
      column('brand'),
      column('model'),
      column('category'),
      column('electric'),
      column('frameType'),
      column('weightGrams'),
      column('batteryWh'),
      column('motorPowerW'),
      column('autonomyKm'),
      column('priceCents'),
      column('retailersCount'),
      column('description'),
    ],
  );
  // insert … select returns the rows in the order of the select: one id per model, in order.
  const sizes = models.flatMap((model, index) =>
    model.sizes.map((size, position) => ({ bikeId: rows[index]?.id, position, ...size })),
  );
  await tx.query(
    `insert into bike_sizes (bike_model_id, label, min_height_cm, max_height_cm, position)
     select * from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[])`,
    [
      sizes.map((size) => size.bikeId),
      sizes.map((size) => size.label),
      sizes.map((size) => size.minHeightCm),
      sizes.map((size) => size.maxHeightCm),
      sizes.map((size) => size.position),
    ],
  );
}

/** Seeds the catalogue once; returns whether it did. */
export async function seedCatalogue(db: Database): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [
    catalogueSeedVersion,
  ]);
  if (done.rows.length > 0) return false;
  const models = generateCatalogue();
  await db.transaction(async (tx) => {
    await insertModels(tx, models);
    for (const item of equipmentSeed) {
      await tx.query(
        `insert into equipment (kind, brand, name, price_cents, description, compatible_categories)
         values ($1, $2, $3, $4, $5, $6)`,
        [item.kind, item.brand, item.name, euros(item.euros), item.description, item.categories],
      );
    }
    await tx.query('insert into schema_migrations (name) values ($1)', [catalogueSeedVersion]);
  });
  return true;
}
