import { bankDetailsDeletionDate } from '@velo/leasing';
import { describe, expect, it } from 'vitest';
import { ok, type HandlerContext } from './context.ts';
import type { Database } from './db.ts';
import { purgingBankDetailsFirst } from './rentalsBankDetails.ts';

/**
 * A database that answers the purge's select with `due` (riders whose leases are all over) and
 * records every statement, with the handler's own reads, in order.
 */
function recordingDb(due: { user_id: number; ended_on: string | null }[]) {
  const log: string[] = [];
  const db = {
    async query(sql: string, params: unknown[] = []) {
      const statement = sql.trim().split(/\s+/).slice(0, 3).join(' ');
      log.push(`${statement} ${JSON.stringify(params)}`);
      return { rows: statement.startsWith('select b.user_id') ? due : [] };
    },
  } as unknown as Database;
  return { db, log };
}

const contextAt = (db: Database, now: Date) =>
  ({ db, settings: { now: () => now } }) as unknown as HandlerContext;

describe('purgingBankDetailsFirst (spec section 9: bank details gone 6 months after the end)', () => {
  it('purges what is due on the request’s Paris day, once, before the handler reads', async () => {
    const { db, log } = recordingDb([
      { user_id: 7, ended_on: '2026-01-15' }, // due on 2026-07-15: deleted that day
      { user_id: 8, ended_on: '2026-01-16' }, // due on 2026-07-16: kept one more day
      { user_id: 9, ended_on: null },
    ]);
    const wrapped = purgingBankDetailsFirst({
      async getAccount(context) {
        await context.db.query('select handler read', []);
        return ok({ read: true });
      },
    });
    // 23:30 UTC on 14 July is 01:30 on 15 July in Paris: the Paris day decides.
    const result = await wrapped['getAccount']?.(contextAt(db, new Date('2026-07-14T23:30:00Z')));
    expect(result).toEqual({ status: 200, body: { read: true } });
    expect(bankDetailsDeletionDate('2026-01-15')).toBe('2026-07-15');
    expect(log).toEqual([
      expect.stringMatching(/^select b\.user_id,/),
      'delete from rider_bank_details [7]',
      `insert into bank_details_purges [7,"2026-07-15","2026-01-15"]`,
      'select handler read []',
    ]);
  });

  it('keeps every operation of the handlers it wraps, and nothing else', () => {
    const handler = async () => ok(null);
    expect(Object.keys(purgingBankDetailsFirst({ a: handler, b: handler })).sort()).toEqual([
      'a',
      'b',
    ]);
  });
});
