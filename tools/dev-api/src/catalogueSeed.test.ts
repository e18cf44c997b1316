import { describe, expect, it } from 'vitest';
import { categoryProfiles } from './catalogueProfiles.ts';
import { bikeCategories, generateCatalogue, modelsPerCategory } from './catalogueSeed.ts';
import { equipmentSeed } from './equipmentSeed.ts';

describe('the generated catalogue', () => {
  const models = generateCatalogue();

  it('is the same on every call, and differs with another seed', () => {
    expect(generateCatalogue()).toEqual(models);
    expect(generateCatalogue(7)).not.toEqual(models);
  });

  it('has at least 320 models, thirty per category, with unique names', () => {
    expect(models.length).toBeGreaterThanOrEqual(320);
    for (const category of bikeCategories) {
      expect(models.filter((model) => model.category === category)).toHaveLength(modelsPerCategory);
    }
    expect(new Set(models.map((model) => `${model.brand} ${model.model}`)).size).toBe(
      models.length,
    );
  });

  it('keeps each figure within what its category plausibly carries', () => {
    for (const model of models) {
      const profile = categoryProfiles[model.category];
      const [minPrice, maxPrice] = model.electric ? profile.electricPrice : profile.price;
      expect(model.priceCents).toBeGreaterThanOrEqual(minPrice * 100);
      expect(model.priceCents).toBeLessThanOrEqual(maxPrice * 100);
      expect(model.priceCents % 100).toBe(0);
      const [minKg, maxKg] = model.electric ? profile.electricWeight : profile.weight;
      expect(model.weightGrams).toBeGreaterThanOrEqual(Math.floor(minKg * 10) * 100);
      expect(model.weightGrams).toBeLessThanOrEqual(Math.ceil(maxKg * 10) * 100);
      if (model.electric) {
        expect(profile.batteries).toContain(model.batteryWh);
        expect(model.motorPowerW).toBe(250);
        expect(model.autonomyKm).toBeGreaterThan(model.batteryWh! / profile.consumption[1] - 1);
        expect(model.autonomyKm).toBeLessThan(model.batteryWh! / profile.consumption[0] + 1);
      } else {
        expect([model.batteryWh, model.motorPowerW, model.autonomyKm]).toEqual([null, null, null]);
      }
      expect(model.sizes.length).toBeGreaterThan(0);
      expect(model.description.length).toBeLessThanOrEqual(1000);
    }
  });

  it('has electric and mechanical models where a category has both', () => {
    const electric = (category: string) =>
      models.filter((model) => model.category === category && model.electric).length;
    expect(electric('front-loader')).toBeGreaterThan(electric('road'));
    expect(electric('cargo')).toBeGreaterThan(15);
    expect(electric('road')).toBeGreaterThan(0);
  });

  it('has equipment of every kind a lease includes, priced', () => {
    const kinds = new Set(equipmentSeed.map((item) => item.kind));
    expect([...kinds].sort()).toEqual([
      'basket',
      'child-seat',
      'helmet',
      'lights',
      'lock',
      'mudguards',
      'panniers',
      'phone-mount',
      'rain-cover',
    ]);
    expect(equipmentSeed.every((item) => item.euros > 0)).toBe(true);
  });
});
