import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from './sameOrigin';

const origin = 'https://velo.example';

describe('isSameOriginPath', () => {
  it('matches relative and absolute URLs of the app under /api/', () => {
    expect(isSameOriginPath('/api/profile', origin, ['/api/'])).toBe(true);
    expect(isSameOriginPath('https://velo.example/api/clients/1', origin, ['/api/'])).toBe(true);
  });

  it('refuses the same path on another origin', () => {
    expect(isSameOriginPath('https://evil.example/api/profile', origin, ['/api/'])).toBe(false);
    expect(isSameOriginPath('//evil.example/api/profile', origin, ['/api/'])).toBe(false);
    expect(isSameOriginPath('http://velo.example/api/profile', origin, ['/api/'])).toBe(false);
  });

  it('refuses paths outside the prefixes, including look-alikes', () => {
    expect(isSameOriginPath('/apiary', origin, ['/api/'])).toBe(false);
    expect(isSameOriginPath('/auth/login', origin, ['/api/'])).toBe(false);
    expect(isSameOriginPath('/rider/api/x', origin, ['/api/'])).toBe(false);
  });

  it('matches an entry without a trailing slash as an exact path', () => {
    expect(isSameOriginPath('/auth/logout', origin, ['/auth/logout'])).toBe(true);
    expect(isSameOriginPath('/auth/logout?x=1', origin, ['/auth/logout'])).toBe(true);
    expect(isSameOriginPath('/auth/logoutx', origin, ['/auth/logout'])).toBe(false);
    expect(isSameOriginPath('/auth/logout/x', origin, ['/auth/logout'])).toBe(false);
  });
});
