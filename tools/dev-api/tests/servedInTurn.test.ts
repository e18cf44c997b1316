/**
 * PGlite runs in the server's thread (src/db.ts, `servedInTurn`): each query first lets the event
 * loop run, so a request that arrives while others keep the database busy is read and takes its turn
 * instead of waiting for all of them to end. Queries still run in the order they are sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db.ts';

let db: Database;

beforeAll(async () => {
  db = await openDatabase();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('PGlite between queries', () => {
  it('lets the event loop run between the queries of a busy chain', async () => {
    let done = 0;
    const chain = (async () => {
      for (let index = 0; index < 20; index += 1) {
        await db.query('select $1::int as n', [index]);
        done += 1;
      }
    })();
    // What the event loop runs next (a request read from its socket, say) comes between two of the
    // chain's queries, not after the twentieth.
    const seenAt = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await chain;
    expect(done).toBe(20);
    expect(seenAt).toBeLessThan(3);
  });

  it('runs the queries in the order they are sent', async () => {
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        db.query<{ n: number }>('select $1::int as n', [index]).then(({ rows }) => {
          order.push(rows[0]?.n ?? -1);
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
