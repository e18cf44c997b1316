/**
 * The eligible list's `has_account` (migration 036), which the employees list's search reads
 * instead of looking up each line's account: it must say, whatever writes the rows, whether the
 * line's company has a rider of that address. Walked here through each way a row changes, on the
 * seeded database (PGlite, or the run's PostgreSQL server in `npm run test:postgres`), and checked
 * against the lookup it replaces over every line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db.ts';
import { openThrowawayDatabases } from '../src/throwawayDatabases.ts';

let db: Database;
let acme: number;
let other: number;

beforeAll(async () => {
  [db] = (await openThrowawayDatabases(1)) as [Database];
  const { rows } = await db.query<{ id: number }>(
    `select id from clients where not is_group order by id limit 2`,
  );
  [acme, other] = rows.map((row) => row.id) as [number, number];
}, 60_000);

afterAll(async () => {
  await db?.close();
});

/** The line's flag, and what the lookup it replaces says. */
async function line(email: string, clientId = acme) {
  const { rows } = await db.query<{ has_account: boolean; looked_up: boolean }>(
    `select e.has_account, exists (
       select 1 from users u
        where u.email = e.email and u.client_id = e.client_id and u.role = 'rider'
     ) as looked_up
       from eligible_employees e where e.email = $1 and e.client_id = $2`,
    [email, clientId],
  );
  const found = rows[0];
  if (!found) throw new Error(`no eligible line ${email}`);
  expect(found.has_account, `${email}: the flag and the lookup`).toBe(found.looked_up);
  return found.has_account;
}

async function addLine(email: string, clientId = acme) {
  await db.query(
    `insert into eligible_employees (client_id, email, first_name, last_name) values ($1, $2, 'Inès', 'Lefèvre')`,
    [clientId, email],
  );
}

async function addRider(email: string, clientId = acme): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, role, client_id)
     values ($1, 'scrypt$test', 'Inès', 'Lefèvre', 'rider', $2) returning id`,
    [email, clientId],
  );
  return rows[0]?.id ?? 0;
}

describe('an eligible line says whether its company has a rider of its address', () => {
  it('follows the rider account: created, renamed, moved, made another role, deleted', async () => {
    const email = 'ines.lefevre@acme.test';
    await addLine(email);
    expect(await line(email)).toBe(false);
    const id = await addRider(email);
    expect(await line(email)).toBe(true);

    await db.query(`update users set email = 'ines.l@acme.test' where id = $1`, [id]);
    expect(await line(email)).toBe(false);
    await db.query(`update users set email = $2 where id = $1`, [id, email]);
    expect(await line(email)).toBe(true);

    // The same address at another company is not an account of this one.
    await db.query(`update users set client_id = $2 where id = $1`, [id, other]);
    expect(await line(email)).toBe(false);
    await db.query(`update users set client_id = $2 where id = $1`, [id, acme]);
    expect(await line(email)).toBe(true);

    await db.query(`update users set role = 'admin' where id = $1`, [id]);
    expect(await line(email)).toBe(false);
    await db.query(`update users set role = 'rider' where id = $1`, [id]);
    expect(await line(email)).toBe(true);

    // A change that does not touch the address, company or role leaves it as it is.
    await db.query(`update users set first_name = 'Inès-Marie' where id = $1`, [id]);
    expect(await line(email)).toBe(true);

    await db.query(`delete from users where id = $1`, [id]);
    expect(await line(email)).toBe(false);
  });

  it('is right for a line written after the account, or whose address or company changes', async () => {
    const email = 'theo.garnier@acme.test';
    await addRider(email);
    await addLine(email);
    expect(await line(email)).toBe(true);

    // The same address on another company's list: no account there.
    await addLine(email, other);
    expect(await line(email, other)).toBe(false);

    await db.query(
      `update eligible_employees set email = 'theo.g@acme.test' where email = $1 and client_id = $2`,
      [email, acme],
    );
    expect(await line('theo.g@acme.test')).toBe(false);
    await db.query(
      `update eligible_employees set client_id = $3, email = $1 where email = $2 and client_id = $4`,
      [email, 'theo.g@acme.test', acme, acme],
    );
    expect(await line(email)).toBe(true);
  });

  it('agrees with the lookup on every line of the seeded database', async () => {
    const { rows } = await db.query<{ lines: number; wrong: number }>(
      `select count(*)::int as lines, count(*) filter (where e.has_account <> exists (
         select 1 from users u
          where u.email = e.email and u.client_id = e.client_id and u.role = 'rider'
       ))::int as wrong
         from eligible_employees e`,
    );
    expect(rows[0]?.lines).toBeGreaterThan(100);
    expect(rows[0]?.wrong).toBe(0);
  });
});
