import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it, vi } from 'vitest';
import { environmentFromMode, tagManagerEnabled, telemetryEnabled } from './environment';
import { injectTagManager } from './tagManager';
import {
  scrubEvent,
  scrubText,
  sentryOptions,
  startTelemetry,
  telemetrySettings,
} from './telemetry';

describe('environment', () => {
  it('maps Vite modes to the app environments', () => {
    expect(environmentFromMode('production')).toBe('prod');
    expect(environmentFromMode('development')).toBe('dev');
    expect(environmentFromMode('e2e')).toBe('e2e');
    expect(environmentFromMode('staging')).toBe('staging');
    expect(environmentFromMode('anything-else')).toBe('dev');
  });

  it('runs telemetry only in prod and staging, the tag manager only in prod (spec sections 1, 9)', () => {
    expect(
      ['dev', 'test', 'e2e', 'staging', 'prod'].filter((env) => telemetryEnabled(env as never)),
    ).toEqual(['staging', 'prod']);
    expect(
      ['dev', 'test', 'e2e', 'staging', 'prod'].filter((env) => tagManagerEnabled(env as never)),
    ).toEqual(['prod']);
  });
});

describe('telemetry settings (spec section 9)', () => {
  it('uses the specified sample rates, masking and flush window', () => {
    const options = sentryOptions('prod', 'https://key@example.invalid/1', '1.2.27');
    expect(options.tracesSampleRate).toBe(1);
    expect(options.replaysSessionSampleRate).toBe(0);
    expect(options.replaysOnErrorSampleRate).toBe(1);
    expect(telemetrySettings.replay).toEqual({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
      flushMinDelay: 5000,
      flushMaxDelay: 5500,
    });
  });

  it('does not start in dev, test or e2e, nor without a DSN', async () => {
    const whenIdle = vi.fn((start: () => void) => start());
    for (const environment of ['dev', 'test', 'e2e'] as const) {
      expect(
        await startTelemetry({
          environment,
          dsn: 'https://k@example.invalid/1',
          release: 'x',
          whenIdle,
        }),
      ).toBe(false);
    }
    expect(
      await startTelemetry({ environment: 'prod', dsn: undefined, release: 'x', whenIdle }),
    ).toBe(false);
    expect(whenIdle).not.toHaveBeenCalled();
  });
});

describe('beforeSend scrubbing', () => {
  it('removes e-mail addresses, bearer tokens and token parameters', () => {
    expect(scrubText('login failed for rider@acme.test')).toBe('login failed for [email]');
    expect(scrubText('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [Filtered]');
    expect(scrubText('https://velo.example/rider/?token=s3cr3t&page=1')).toBe(
      'https://velo.example/rider/?token=[Filtered]&page=1',
    );
  });

  it('scrubs nested request data, headers and the user', () => {
    const event = {
      message: 'Error for pending@acme.test',
      request: {
        url: '/rider/resetPassword?token=abc',
        headers: { Authorization: 'Bearer xyz', Accept: 'application/json' },
      },
      user: { id: '12', email: 'rider@acme.test', ip_address: '1.2.3.4' },
      breadcrumbs: [{ message: 'POST /auth/login {"email":"rider@acme.test","password":"p"}' }],
      extra: { token: 'abc', nested: { password: 'velo' } },
    } as unknown as ErrorEvent;
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify(scrubbed);
    expect(text).not.toContain('acme.test');
    expect(text).not.toContain('xyz');
    expect(text).not.toContain('token=abc');
    expect(scrubbed.user).toEqual({ id: '12' });
    expect(scrubbed.request?.headers?.['Accept']).toBe('application/json');
  });
});

describe('tag manager', () => {
  it('injects one external script in prod only', () => {
    expect(injectTagManager('staging', 'GTM-ABC123')).toBeUndefined();
    const script = injectTagManager('prod', 'GTM-ABC123');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(script?.textContent).toBe('');
    expect(injectTagManager('prod', 'GTM-ABC123')).toBe(script);
    expect(document.querySelectorAll('script[data-velo-tag-manager]')).toHaveLength(1);
  });

  it('refuses a container id that is not one', () => {
    expect(injectTagManager('prod', '"><script>')).toBeUndefined();
  });
});
