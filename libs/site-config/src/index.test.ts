import { describe, expect, it } from 'vitest';
import { accessibilityAudit } from './accessibilityAudit';
import {
  accessibilityStatus,
  featureFlags,
  helpCentres,
  publisher,
  releaseLabel,
  siteLinks,
} from './index';

describe('site configuration (spec section 1)', () => {
  it('shows release 1.2.27 in the interface', () => {
    expect(releaseLabel).toBe('1.2.27');
  });

  it('has an ORIAS number of 8 figures and a Paris address', () => {
    expect(publisher.oriasNumber.replace(/\s/g, '')).toMatch(/^\d{8}$/);
    expect(publisher.address.city).toBe('Paris');
    expect(publisher.address.postalCode).toMatch(/^750\d{2}$/);
  });

  it('has the sports-retailer bike check enabled', () => {
    expect(featureFlags.sportsRetailerBikeCheck).toBe(true);
  });

  it('names in every footer the status the accessibility statement gives', () => {
    expect(accessibilityStatus).toBe(accessibilityAudit.status);
  });

  it('links only to https addresses', () => {
    for (const url of [...Object.values(helpCentres), ...Object.values(siteLinks)]) {
      expect(new URL(url).protocol).toBe('https:');
    }
  });
});
