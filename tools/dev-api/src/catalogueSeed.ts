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
import { categoryProfiles, type CategoryProfile, type Range } from './catalogueProfiles.ts';
import { equipmentSeed } from './equipmentSeed.ts';

export const catalogueSeedVersion = 'seed:catalogue-v1';
export const catalogueSeed = 20261201;
export const modelsPerCategory = 30;

export { bikeCategories };
export type { BikeCategory };

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
