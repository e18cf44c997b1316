/**
 * /approve (issue 27, "Large employers"): the accounts waiting for their company's approval, approved
 * or refused one at a time by a manager with the `approvals` right on the company or its group (a
 * group's right reaches its subsidiaries' accounts, each row naming its company). The company's
 * switch (`toggleClientApprobation`) still decides for everyone at once; these change one account
 * and nothing else. A refusal is kept with its optional motive for the rider's home page
 * (`Profile.approvalRefusal`, profile.ts).
 *
 * Access before existence: another client's account, like an unknown id, is a 403; a 404 only
 * answers an administrator. An account that no longer waits is a 409 `ACCOUNT_NOT_WAITING`, decided
 * in the one statement that changes it, so two managers deciding at once get one 200 and one 409.
 */
import { waitingForApproval } from '../accountApproval.ts';
import { clientWithRight, holdsRight, idParam, requireUser, seesEveryClient } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { ok, type HandlerContext, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { ApiError, forbidden, notFound, validationFailed } from '../errors.ts';
import { foldedPattern, Params, searchWords } from '../listPages.ts';

/** Rows a page holds unless `limit` says (the contract's default and maximum: 50 and 200). */
const defaultLimit = 50;

interface PendingRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  employee_number: string | null;
  company_id: number;
  company_name: string;
  requested_at: string;
  /** The request's time to the microsecond, the cursor's key (requested_at is to the second). */
  requested_key: string;
}

/** Where a page starts: after this account in the list's order (request time, then id). */
interface Cursor {
  requestedAt: string;
  id: number;
}

const cursorShape = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})$/;

function encodeCursor(row: PendingRow): string {
  return Buffer.from(`${row.requested_key}|${row.id}`).toString('base64url');
}

/** The cursor this server made, or a 400 on `query.cursor`. */
function decodeCursor(text: string): Cursor {
  const match = cursorShape.exec(Buffer.from(text, 'base64url').toString('utf8'));
  const requestedAt = match?.[1];
  const id = Number(match?.[2]);
  const valid =
    requestedAt !== undefined &&
    Number.isSafeInteger(id) &&
    id <= 2_147_483_647 &&
    !Number.isNaN(Date.parse(requestedAt)) &&
    new Date(requestedAt).toISOString().slice(0, 19) === requestedAt.slice(0, 19);
  if (!valid) {
    throw validationFailed([{ field: 'query.cursor', message: 'is not a cursor of this list' }]);
  }
  return { requestedAt, id };
}

/**
 * A page of the waiting accounts of the client and its subsidiaries, after `after`. A search
 * (`words`) keeps the accounts whose folded names, address and employee number (`search_text`,
 * migration 022, as the employees list searches) hold every word, case and accents aside.
 */
async function pendingPage(
  db: Queryable,
  clientId: number,
  limit: number,
  after: Cursor | null,
  words: readonly string[],
) {
  const params = new Params();
  const conditions = [
    `(c.id = ${params.add(clientId)} or c.group_client_id = $1)`,
    waitingForApproval('u'),
    ...words.map((word) => `u.search_text like ${foldedPattern(params, word)}`),
  ];
  if (after) {
    conditions.push(
      `(u.approval_requested_at, u.id) > (${params.add(after.requestedAt)}::timestamptz, ${params.add(after.id)}::int)`,
    );
  }
  const { rows } = await db.query<PendingRow>(
    `select u.id, u.first_name, u.last_name, u.email,
            nullif(trim(u.employee_number), '') as employee_number,
            c.id as company_id, c.name as company_name,
            to_char(u.approval_requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
              as requested_at,
            to_char(u.approval_requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
              as requested_key
       from clients c
       join users u on u.client_id = c.id
      where ${conditions.join(' and ')}
      order by u.approval_requested_at, u.id
      limit ${params.add(limit + 1)}`,
    params.values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      employeeNumber: row.employee_number,
      company: { id: row.company_id, name: row.company_name },
      requestedAt: row.requested_at,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

interface AccountRow {
  id: number;
  client_id: number | null;
  group_client_id: number | null;
  is_group: boolean | null;
}

/**
 * The account `{id}` if the user may decide it (the `approvals` right on its company or that
 * company's group; an administrator always): 403 otherwise, whether it exists or not.
 */
async function decidableAccount(context: HandlerContext): Promise<number> {
  const current = requireUser(context.user);
  const id = idParam(context.params);
  const { rows } = await context.db.query<AccountRow>(
    `select u.id, u.client_id, c.group_client_id, c.is_group
       from users u left join clients c on c.id = u.client_id
      where u.id = $1`,
    [id],
  );
  const account = rows[0];
  const allowed =
    account !== undefined &&
    (current.role === 'admin' ||
      (account.client_id !== null &&
        holdsRight(
          current,
          {
            id: account.client_id,
            group_client_id: account.group_client_id,
            is_group: account.is_group ?? false,
          },
          fleetRights.approvals,
        )));
  if (account ? !allowed : !seesEveryClient(current)) throw forbidden();
  if (!account) throw notFound('account');
  return account.id;
}

const notWaiting = () =>
  new ApiError(
    409,
    'ACCOUNT_NOT_WAITING',
    "This account is not waiting for its company's approval.",
  );

async function decide(context: HandlerContext, decision: 'approved' | 'refused') {
  const id = await decidableAccount(context);
  const deciderId = requireUser(context.user).id;
  const motive =
    decision === 'refused'
      ? ((context.body as { motive?: string } | undefined)?.motive ?? '').trim() || null
      : null;
  const { rows } = await context.db.query<{ id: number }>(
    decision === 'approved'
      ? `update users u set is_approved = true, approval_decided_by = $2
          where u.id = $1 and ${waitingForApproval('u')} returning u.id`
      : `update users u set approval_refused_at = now(), approval_refusal_motive = $3,
                             approval_decided_by = $2
          where u.id = $1 and ${waitingForApproval('u')} returning u.id`,
    decision === 'approved' ? [id, deciderId] : [id, deciderId, motive],
  );
  if (!rows[0]) throw notWaiting();
  return ok({ id, status: decision });
}

export const accountApprovalHandlers: Handlers = {
  async listPendingAccounts({ db, user, params, query }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.approvals);
    const limit = typeof query['limit'] === 'number' ? query['limit'] : defaultLimit;
    const cursor = typeof query['cursor'] === 'string' ? decodeCursor(query['cursor']) : null;
    return ok(await pendingPage(db, client.id, limit, cursor, searchWords(query['q'])));
  },
  approveAccount: (context) => decide(context, 'approved'),
  refuseAccount: (context) => decide(context, 'refused'),
};
