/**
 * Security review finding 5, telemetry leaks: every kind of telemetry (errors, transactions, spans,
 * breadcrumbs, replays, the tag manager's page fields) is fed the secrets and personal data a rider's
 * session holds, and none of them is in what would be sent.
 */
import * as Sentry from '@sentry/react';
import { afterAll, describe, expect, it } from 'vitest';
import { scrubbedPageFields, startTagManager } from './tagManager';
import {
  replayOptions,
  scrubBreadcrumb,
  scrubEnvelope,
  scrubEvent,
  scrubSpan,
  scrubbingTransport,
  sentryOptions,
} from './telemetry';
import { holdsSecret, scrubText } from './telemetryScrub';

const resetKey = 'Zr8kQ2vN5xW1pL7mT3yB9cD4fG6hJ0aS2eU8iO5uY1w';
const sessionToken = 'q9Wd7Lk2Xc4Vb6Nm8Zp0Ar3St5Uy7Io9Pe1Hg3Jf5K';
const joinToken = 'acme-invite-2026';
const confirmationToken = 'Cf7Tn2Qw9Ez4Rx6Yv8Ub1Ia3Os5Pd7Lf9Kg2Jh4Mn';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMiJ9.c2lnbmF0dXJlLXNlY3JldA';
const bearer = 'sess_5f4e3d2c1b0a99';
const email = 'pending.rider@acme.test';
const ibanGrouped = 'FR76 3000 6000 0112 3456 7890 189';
const ibanCompact = 'FR7630006000011234567890189';
const phones = [
  '+33 6 12 34 56 78',
  '+33612345678',
  '06 12 34 56 78',
  '06.12.34.56.78',
  '0712345678',
];

const resetUrl = `https://velo.example/rider/resetPassword?key=${resetKey}`;
const joinUrl = `https://velo.example/rider/join/acme/${joinToken}`;
const registerPath = `/rider/register/acme/${joinToken}`;
const sessionUrl = `https://velo.example/rider/?token=${sessionToken}&from=%2Fprofile`;
const confirmUrl = `https://velo.example/rider/confirmEmail?token=${confirmationToken}`;
const confirmPathUrl = `https://velo.example/rider/confirm/${confirmationToken}`;
const apiCheck = `/auth/checkClientToken?qName=acme&inviteToken=${joinToken}`;
const apiUserToken = `/auth/checkUserToken?token=${sessionToken}`;
const hashUrl = `https://velo.example/rider/#access_token=${sessionToken}`;

/** Everything that must not be sent, and fragments of it that would betray a partial leak. */
const forbidden = [
  resetKey,
  sessionToken,
  joinToken,
  confirmationToken,
  jwt,
  'eyJhbGciOiJIUzI1NiJ9',
  bearer,
  email,
  'acme.test',
  ibanGrouped,
  ibanCompact,
  '3000 6000',
  '30006000',
  ...phones,
  '12 34 56 78',
  '12.34.56.78',
  '612345678',
  '712345678',
];

function expectNoLeak(sent: unknown) {
  const text = typeof sent === 'string' ? sent : JSON.stringify(sent);
  for (const secret of forbidden) expect(text, `"${secret}" was sent`).not.toContain(secret);
}

const personalText = `Rider ${email} (${phones.join(', ')}) IBAN ${ibanGrouped} / ${ibanCompact}, Authorization: Bearer ${bearer}, jwt ${jwt}`;

describe('scrubText (finding 5)', () => {
  it('removes the secret of every link of the route table and the API', () => {
    for (const url of [resetUrl, joinUrl, registerPath, sessionUrl, confirmUrl, confirmPathUrl]) {
      expect(holdsSecret(url)).toBe(true);
      expectNoLeak(scrubText(url));
    }
    for (const url of [apiCheck, apiUserToken, hashUrl]) expectNoLeak(scrubText(url));
    expect(scrubText(resetUrl)).toBe('https://velo.example/rider/resetPassword?key=[Filtered]');
    expect(scrubText(joinUrl)).toBe('https://velo.example/rider/join/acme/[Filtered]');
    expect(scrubText(apiCheck)).toBe('/auth/checkClientToken?qName=acme&inviteToken=[Filtered]');
  });

  it('removes e-mail addresses, credentials, IBANs and phone numbers from any text', () => {
    expectNoLeak(scrubText(personalText));
    expect(scrubText(`IBAN ${ibanGrouped}.`)).toBe('IBAN [iban].');
    expect(scrubText('Call +33 6 12 34 56 78 now')).toBe('Call [phone] now');
    expect(scrubText('Call 06 12 34 56 78 now')).toBe('Call [phone] now');
  });

  it('keeps addresses without secrets, and the ids telemetry needs', () => {
    for (const url of [
      'https://velo.example/rider/join/acme/list',
      'https://velo.example/rider/join/welcome',
      'https://velo.example/rider/register/noClient',
      'https://velo.example/rider/bikes?page=2&sort=price',
      'https://velo.example/rider/signSpecificAgreements/12?client=3',
      '/api/v2/clients/12/invoices/3/pdf',
    ]) {
      expect(holdsSecret(url)).toBe(false);
    }
    const traceId = '0123456789abcdef0123456789abcdef';
    expect(scrubText(traceId)).toBe(traceId);
    expect(scrubText('Rendered 12 items in 0.532 s at 1732760000')).toBe(
      'Rendered 12 items in 0.532 s at 1732760000',
    );
  });
});

describe('every event kind is scrubbed before it is sent (finding 5)', () => {
  const options = sentryOptions(
    'prod',
    'https://public@o1.ingest.example.invalid/1',
    'rider-web@x',
  );

  it('errors (beforeSend): message, exception, request URL, query, headers, user, extra, breadcrumbs', () => {
    const event = {
      message: personalText,
      exception: { values: [{ type: 'Error', value: `Reset failed at ${resetUrl} for ${email}` }] },
      request: {
        url: joinUrl,
        query_string: `key=${resetKey}&token=${sessionToken}`,
        headers: { Authorization: `Bearer ${bearer}`, Referer: sessionUrl, Accept: 'text/html' },
        cookies: { token: sessionToken },
      },
      user: { id: '12', email, ip_address: '1.2.3.4', username: email },
      tags: { url: confirmUrl },
      extra: { iban: ibanCompact, mobile: phones[0], nested: { note: personalText } },
      contexts: { page: { location: confirmPathUrl } },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/rider/login', to: registerPath } },
        { category: 'fetch', data: { method: 'GET', url: apiCheck, status_code: 200 } },
        { category: 'console', message: personalText, data: { arguments: [personalText] } },
      ],
    } as unknown as Sentry.ErrorEvent;
    const sent = options.beforeSend?.(event, {}) as Sentry.ErrorEvent;
    expectNoLeak(sent);
    expect(sent.user).toEqual({ id: '12' });
    expect(sent.request?.headers?.['Accept']).toBe('text/html');
    expect(scrubEvent(event)).toEqual(sent);
  });

  it('transactions (beforeSendTransaction): name, request, spans, trace data', () => {
    const event = {
      type: 'transaction',
      transaction: registerPath,
      request: { url: resetUrl, headers: { 'X-XSRF-TOKEN': sessionToken } },
      contexts: { trace: { data: { 'url.full': confirmUrl, 'sentry.source': 'url' } } },
      spans: [
        {
          op: 'http.client',
          description: `GET ${apiUserToken}`,
          data: { url: apiUserToken, 'http.query': `?token=${sessionToken}` },
        },
        { op: 'navigation', description: joinUrl, data: { from: hashUrl } },
        { op: 'resource.script', description: confirmPathUrl },
        { op: 'ui.action', description: personalText },
      ],
    } as unknown as Sentry.Event;
    const sent = options.beforeSendTransaction?.(event as never, {});
    expectNoLeak(sent);
  });

  it('spans (beforeSendSpan)', () => {
    const span = {
      span_id: '0123456789abcdef',
      trace_id: '0123456789abcdef0123456789abcdef',
      start_timestamp: 1,
      description: `GET ${apiCheck}`,
      data: { 'http.url': joinUrl, 'url.query': `?key=${resetKey}`, note: personalText },
    };
    const sent = options.beforeSendSpan?.(span as never);
    expectNoLeak(sent);
    expect(sent?.trace_id).toBe(span.trace_id);
    expect(scrubSpan(span as never)).toEqual(sent);
  });

  it('breadcrumbs (beforeBreadcrumb): navigation, fetch, XHR, console', () => {
    for (const breadcrumb of [
      { category: 'navigation', data: { from: resetUrl, to: joinUrl } },
      { category: 'fetch', data: { method: 'POST', url: apiUserToken, status_code: 200 } },
      { category: 'xhr', data: { method: 'GET', url: confirmPathUrl } },
      {
        category: 'console',
        level: 'log',
        message: personalText,
        data: { arguments: [personalText, { email }] },
      },
      { category: 'ui.click', message: `a[href="${registerPath}"]` },
    ] as Sentry.Breadcrumb[]) {
      const sent = options.beforeBreadcrumb?.(breadcrumb);
      expectNoLeak(sent);
      expect(scrubBreadcrumb(breadcrumb)).toEqual(sent);
    }
  });

  it('replays: the replay options record no request detail and clean their own events', () => {
    const replay = replayOptions();
    expect(replay).toMatchObject({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
      networkDetailAllowUrls: [],
      networkCaptureBodies: false,
      useCompression: false,
    });
    expect(replay.maskAttributes).toEqual(expect.arrayContaining(['title', 'aria-label', 'value']));
    const events = [
      {
        type: 5,
        timestamp: 1,
        data: { tag: 'breadcrumb', payload: { category: 'navigation', data: { to: joinUrl } } },
      },
      {
        type: 5,
        timestamp: 1,
        data: {
          tag: 'performanceSpan',
          payload: { op: 'resource.fetch', description: apiCheck, data: { url: resetUrl } },
        },
      },
      {
        type: 5,
        timestamp: 1,
        data: { tag: 'breadcrumb', payload: { category: 'console', message: personalText } },
      },
    ];
    for (const event of events) expectNoLeak(replay.beforeAddRecordingEvent?.(event as never));
  });

  it('every envelope: replay event and recording, transaction header, session', () => {
    // What the replay integration hands the transport: its event (the addresses visited, the
    // transactions' names) and the uncompressed rrweb recording, whose meta event holds the page's
    // address and whose snapshot holds links' href that no callback of the SDK sees.
    const recording = [
      { type: 4, data: { href: joinUrl, width: 390, height: 844 }, timestamp: 1 },
      {
        type: 2,
        data: {
          node: {
            type: 0,
            childNodes: [
              {
                type: 2,
                tagName: 'a',
                attributes: { href: `https://velo.example${registerPath}` },
                childNodes: [{ type: 3, textContent: '*** ***' }],
              },
              { type: 2, tagName: 'a', attributes: { href: `mailto:${email}` } },
              { type: 2, tagName: 'a', attributes: { href: `tel:${phones[0]}` } },
              { type: 2, tagName: 'input', attributes: { value: ibanGrouped } },
            ],
          },
        },
        timestamp: 2,
      },
      {
        type: 3,
        data: {
          source: 0,
          texts: [],
          attributes: [{ id: 3, attributes: { href: confirmPathUrl } }],
        },
        timestamp: 3,
      },
    ];
    const recordingText = `{"segment_id":0}\n${JSON.stringify(recording)}`;
    const envelope = [
      {
        event_id: '0123456789abcdef0123456789abcdef',
        trace: {
          trace_id: '0123456789abcdef0123456789abcdef',
          transaction: registerPath,
          public_key: 'public',
        },
      },
      [
        [
          { type: 'replay_event' },
          {
            type: 'replay_event',
            urls: [resetUrl, joinUrl, sessionUrl],
            segment_names: [registerPath],
            request: { url: confirmUrl, headers: { 'User-Agent': 'x' } },
          },
        ],
        [{ type: 'replay_recording', length: recordingText.length }, recordingText],
        [{ type: 'replay_recording' }, new TextEncoder().encode(joinUrl)],
        [{ type: 'session' }, { sid: 'abc', did: email, attrs: { user_agent: 'x' } }],
      ],
    ];
    const sent = scrubEnvelope(envelope as never);
    expectNoLeak(sent);
    const [, items] = sent as unknown as [unknown, Array<[{ type: string }, unknown]>];
    // The compressed recording cannot be read, so it is not sent; the readable one still parses.
    expect(items.map(([header]) => header.type)).toEqual([
      'replay_event',
      'replay_recording',
      'session',
    ]);
    const [head, body] = (items[1]?.[1] as string).split('\n');
    expect(JSON.parse(head ?? '')).toEqual({ segment_id: 0 });
    expect(JSON.parse(body ?? '')).toHaveLength(3);
  });
});

describe('the SDK itself, with the scrubbing transport (finding 5)', () => {
  const sent: unknown[] = [];
  afterAll(async () => {
    await Sentry.close();
  });

  it('sends no secret in an error, a transaction, its spans or the breadcrumbs', async () => {
    Sentry.init({
      ...sentryOptions('prod', 'https://public@o1.ingest.example.invalid/1', 'rider-web@x'),
      transport: scrubbingTransport(() => ({
        send: (envelope) => {
          sent.push(envelope);
          return Promise.resolve({ statusCode: 200 });
        },
        flush: () => Promise.resolve(true),
      })),
    });
    Sentry.setUser({ id: '12', email });
    Sentry.setTag('page', joinUrl);
    Sentry.setExtra('iban', ibanGrouped);
    Sentry.addBreadcrumb({ category: 'navigation', data: { from: resetUrl, to: registerPath } });
    Sentry.addBreadcrumb({ category: 'fetch', data: { method: 'GET', url: apiCheck } });
    console.info(personalText);
    Sentry.startSpan({ name: registerPath, op: 'pageload', forceTransaction: true }, () => {
      Sentry.startSpan(
        { name: `GET ${apiUserToken}`, op: 'http.client', attributes: { url: confirmPathUrl } },
        () => undefined,
      );
      Sentry.captureException(new Error(`Reset for ${email} at ${resetUrl} failed (${phones[2]})`));
    });
    Sentry.captureMessage(`Session from ${sessionUrl}, ${ibanCompact}`);
    await Sentry.flush(2000);
    const text = JSON.stringify(sent);
    // Spans are streamed (version 11's default) rather than sent inside a transaction event.
    expect(text).toMatch(/"type":"(span|transaction)"/);
    expect(text).toContain('"type":"event"');
    expect(text).toContain('[Filtered]');
    expectNoLeak(text);
  });
});

describe('tag manager page fields (finding 5)', () => {
  it('gives scrubbed page fields and waits until the address holds no secret', () => {
    window.history.replaceState(null, '', `/rider/join/acme/${joinToken}?token=${sessionToken}`);
    expectNoLeak(scrubbedPageFields(document));
    const stop = startTagManager('prod', 'GTM-LEAK1', { intervalMs: 60_000 });
    expect(document.querySelector('script[data-velo-tag-manager]')).toBeNull();
    stop();
    window.history.replaceState(null, '', '/rider/join/welcome');
    startTagManager('prod', 'GTM-LEAK1');
    expect(document.querySelector('script[data-velo-tag-manager]')).not.toBeNull();
    const dataLayer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(dataLayer[0]).toMatchObject({ page_path: '/rider/join/welcome' });
    expectNoLeak(dataLayer);
  });
});
