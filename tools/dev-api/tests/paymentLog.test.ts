/**
 * No card number in the dev API's log or database (issue 13: "never a card number in our app or
 * database"; PCI DSS leaves it to the provider). The whole payment runs through the hosted page with
 * the demo card typed in its form, the server logging at its most verbose level into a captured
 * stream, its console output captured too; then the log and every table of the database are
 * searched for the number, with and without its spaces.
 */
import { leaseApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetLeaseJourney } from '../src/leaseJourneySeed.ts';
import { demoCardNumber } from '../src/paymentProvider.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { demoCardPayment, expectOk, logIn } from './browser.ts';

let server: RunningDevApi;
const captured: string[] = [];

beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) => {
      captured.push(String(chunk));
      return write(chunk as string, ...rest);
    }) as typeof stream.write);
  }
  server = await startDevApi({
    dev: true,
    logger: { level: 'trace', stream: { write: (line) => void captured.push(line) } },
  });
}, 240_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

describe('the demo card number', () => {
  it('is typed in the provider’s page but appears in no log line and no table', async () => {
    const ids = await resetLeaseJourney(server.db);
    const leaseId = ids['paiement@acme.test']!.leaseRequests[0]!;
    const rider = await logIn(server.url, 'paiement@acme.test');
    const leases = leaseApi(rider.api);
    for (const outcome of ['fail', 'succeed'] as const) {
      const { redirectUrl } = expectOk(await leases.startPayment(leaseId), 201);
      const response = await rider.fetch(`${redirectUrl}?outcome=${outcome}`, demoCardPayment());
      expect(response.status).toBe(303);
    }
    expect(expectOk(await leases.get(leaseId)).status).toBe('ready-for-pickup');

    const log = captured.join('');
    // The log is really captured: it holds the provider page's requests.
    expect(log).toContain('/payment-provider/checkout/');
    const digits = demoCardNumber.replace(/\s/g, '');
    expect(log).not.toContain(demoCardNumber);
    expect(log).not.toContain(digits);

    const { rows: tables } = await server.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((table) => table.name)).toContain('payments');
    for (const { name } of tables) {
      const { rows } = await server.db.query<{ line: string }>(
        `select t::text as line from "${name}" t`,
      );
      const text = rows
        .map((row) => row.line)
        .join('\n')
        .replace(/\s/g, '');
      expect(text, name).not.toContain(digits);
    }
  });
});
