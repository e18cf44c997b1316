import type { PlainMessageId } from '@velo/i18n';
import type { BikeCategory, FrameType, Sort } from './catalogue';

export const categoryLabels: Record<BikeCategory, PlainMessageId> = {
  city: 'catalogue.category.city',
  hybrid: 'catalogue.category.hybrid',
  mountain: 'catalogue.category.mountain',
  road: 'catalogue.category.road',
  gravel: 'catalogue.category.gravel',
  folding: 'catalogue.category.folding',
  cargo: 'catalogue.category.cargo',
  longtail: 'catalogue.category.longtail',
  'front-loader': 'catalogue.category.frontLoader',
  'cargo-trike': 'catalogue.category.cargoTrike',
  fitness: 'catalogue.category.fitness',
};

export const frameLabels: Record<FrameType, PlainMessageId> = {
  diamond: 'needs.frame.diamond',
  trapeze: 'needs.frame.trapeze',
  monotube: 'needs.frame.monotube',
};

export const sortLabels: Record<Sort, PlainMessageId> = {
  name: 'catalogue.sort.name',
  price: 'catalogue.sort.price',
  '-price': 'catalogue.sort.priceDescending',
  weight: 'catalogue.sort.weight',
  autonomy: 'catalogue.sort.autonomy',
};
