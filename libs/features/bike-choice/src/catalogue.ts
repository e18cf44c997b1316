import { bikeCategories, frameTypes } from '@velo/validation';
import type { Schemas } from '@velo/api-sdk';
import type { Questionnaire } from './questions';

export type Bike = Schemas['BikeModelSummary'];
export type BikeCategory = Bike['category'];
export type FrameType = Bike['frameType'];

/** The contract's categories and frame types, from the one list of spec section 3's choices. */
export { bikeCategories, frameTypes };
export const sorts = ['name', 'price', '-price', 'weight', 'autonomy'] as const;
export type Sort = (typeof sorts)[number];

/** The catalogue's filters, as the URL carries them (`?category=cargo&electric=yes&maxPrice=5000`). */
export interface Filters {
  categories: BikeCategory[];
  electric: 'yes' | 'no' | null;
  frames: FrameType[];
  brand: string | null;
  /** Whole euros, as typed. */
  maxPriceEuros: number | null;
  text: string;
  sort: Sort;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

export function filtersFrom(params: URLSearchParams): Filters {
  const electric = params.get('electric');
  const sort = params.get('sort');
  const max = Number.parseInt(params.get('maxPrice') ?? '', 10);
  return {
    categories: params.getAll('category').filter((value) => isOneOf(bikeCategories, value)),
    electric: electric === 'yes' || electric === 'no' ? electric : null,
    frames: params.getAll('frame').filter((value) => isOneOf(frameTypes, value)),
    brand: params.get('brand') || null,
    maxPriceEuros: Number.isFinite(max) && max > 0 ? max : null,
    text: params.get('q') ?? '',
    sort: isOneOf(sorts, sort) ? sort : 'name',
  };
}

export function paramsFrom(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const category of filters.categories) params.append('category', category);
  if (filters.electric) params.set('electric', filters.electric);
  for (const frame of filters.frames) params.append('frame', frame);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.maxPriceEuros !== null) params.set('maxPrice', String(filters.maxPriceEuros));
  if (filters.text !== '') params.set('q', filters.text);
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  return params;
}

/** Lower case without accents, for the free-text match. */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** A bike with its folded search text, computed once per catalogue load. */
export interface IndexedBike {
  bike: Bike;
  text: string;
}

export function indexBikes(bikes: readonly Bike[]): IndexedBike[] {
  return bikes.map((bike) => ({ bike, text: fold(`${bike.brand} ${bike.model}`) }));
}

const comparators: Record<Sort, (a: Bike, b: Bike) => number> = {
  name: (a, b) => (a.brand === b.brand ? (a.model < b.model ? -1 : 1) : a.brand < b.brand ? -1 : 1),
  price: (a, b) => a.priceCents - b.priceCents,
  '-price': (a, b) => b.priceCents - a.priceCents,
  weight: (a, b) => a.weightGrams - b.weightGrams,
  autonomy: (a, b) => (b.autonomyKm ?? -1) - (a.autonomyKm ?? -1),
};

/** The bikes matching the filters, sorted. Linear in the catalogue: a keystroke stays cheap. */
export function applyFilters(bikes: readonly IndexedBike[], filters: Filters): Bike[] {
  const words = fold(filters.text).split(/\s+/).filter(Boolean);
  const categories = new Set(filters.categories);
  const frames = new Set(filters.frames);
  const maxCents = filters.maxPriceEuros === null ? null : filters.maxPriceEuros * 100;
  const matching: Bike[] = [];
  for (const { bike, text } of bikes) {
    if (categories.size > 0 && !categories.has(bike.category)) continue;
    if (filters.electric !== null && bike.electric !== (filters.electric === 'yes')) continue;
    if (frames.size > 0 && !frames.has(bike.frameType)) continue;
    if (filters.brand !== null && bike.brand !== filters.brand) continue;
    if (maxCents !== null && bike.priceCents > maxCents) continue;
    if (!words.every((word) => text.includes(word))) continue;
    matching.push(bike);
  }
  return matching.sort(comparators[filters.sort]);
}

/** The filters the questionnaire's answers suggest (the first visit of the catalogue). */
export function filtersFromAnswers(answers: Questionnaire): Filters | null {
  if (answers.completedAt === null) return null;
  const frame = answers.frameType;
  return {
    categories: [],
    electric:
      answers.electricAssistance === 'yes'
        ? 'yes'
        : answers.electricAssistance === 'no'
          ? 'no'
          : null,
    frames: frame && frame !== 'no-preference' ? [frame] : [],
    brand: null,
    maxPriceEuros: null,
    text: '',
    sort: 'name',
  };
}

/**
 * Whether a bike matches the rider's answers: the assistance and frame asked for, a preferred brand
 * when one was given, and, for a long commute (over 10 km or 45 minutes), electric assistance.
 */
export function isRecommended(bike: Bike, answers: Questionnaire): boolean {
  if (answers.completedAt === null) return false;
  if (answers.electricAssistance === 'yes' && !bike.electric) return false;
  if (answers.electricAssistance === 'no' && bike.electric) return false;
  if (
    answers.frameType &&
    answers.frameType !== 'no-preference' &&
    bike.frameType !== answers.frameType
  ) {
    return false;
  }
  const brands = answers.brandPreferences ?? [];
  if (brands.length > 0 && !brands.includes(bike.brand)) return false;
  const long = answers.distanceBand === 'over-10-km' || answers.commuteTimeBand === 'over-45-min';
  if (long && !bike.electric && answers.electricAssistance !== 'no') return false;
  return true;
}
