/**
 * POST /auth/findCompany (issue 28): a rider without an invitation link types a work e-mail or the
 * company's name on /register, and goes on to that company's invitation form.
 *
 * The answer must not hand out the client list:
 * - an e-mail (or a bare domain) matches only a company that allows that full domain, never a part
 *   of one;
 * - a name matches only when it is the company's name once accents, case, punctuation, spaces and
 *   the words "groupe" or a legal form are set aside, give or take a typo (one letter from 6 letters
 *   on, two from 12), or the first whole words of that name (4 letters at least: "Acme" for "Acme
 *   France"); the closest kind wins, and only when one company is that close (a group whose own
 *   subsidiaries tie with it counts as one: its list lets the rider choose);
 * - a miss and an ambiguity answer the same 404, and every lookup counts against the caller's address
 *   (throttle.ts, kind `lookup`: 20 within fifteen minutes, then 429).
 * A match answers a registration ticket valid 24 hours: the company's invitation form accepts it in
 * place of the company's invitation token (checkClientToken, register), so the company's own token
 * never leaves it. What the new account may then do is decided as for an invitation: by its confirmed
 * address and the company's approval (confirmEmail).
 */
import { beginAttempt } from '../auth/throttle.ts';
import { ok, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { ApiError } from '../errors.ts';
import { digest, randomToken } from '../tokens.ts';

export const registrationTicketTtlMs = 24 * 60 * 60 * 1000;

const noMatch = () =>
  new ApiError(404, 'NO_MATCH', 'No company matches this e-mail address or name.');

/** Words a rider may add or leave out of a company's name. */
const genericWords = new Set([
  'groupe',
  'group',
  'sa',
  'sas',
  'sasu',
  'sarl',
  'eurl',
  'ste',
  'societe',
]);

/**
 * A name as compared: no accents, lower case, letters and digits separated by single spaces, without
 * "groupe" and legal forms.
 */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !genericWords.has(word))
    .join(' ');
}

/** Levenshtein distance, stopping early once it passes `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos a typed name may carry: none below 6 letters, one from 6, two from 12. */
export function typosAllowed(comparable: string): number {
  const letters = comparable.replace(/ /g, '').length;
  return letters >= 12 ? 2 : letters >= 6 ? 1 : 0;
}

interface Candidate {
  id: number;
  q_name: string;
  name: string;
  group_client_id: number | null;
}

/** The domain an e-mail or a bare domain names, or null when the search is a name. */
export function searchedDomain(search: string): string | null {
  const value = search.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  const domain = at === -1 ? value : value.slice(at + 1);
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/**
 * One company among several that allow the same domain: a group and its own subsidiaries share it,
 * and the group's list lets the rider choose; any other mix is no answer.
 */
function oneCompany(candidates: Candidate[]): Candidate | undefined {
  if (candidates.length === 1) return candidates[0];
  const groups = candidates.filter((candidate) =>
    candidates.every((other) => other === candidate || other.group_client_id === candidate.id),
  );
  return groups.length === 1 ? groups[0] : undefined;
}

async function byDomain(db: Queryable, domain: string): Promise<Candidate | undefined> {
  const { rows } = await db.query<Candidate>(
    `select distinct c.id, c.q_name, c.name, c.group_client_id
       from client_allowed_domains d join clients c on c.id = d.client_id
      where d.domain = $1 order by c.id`,
    [domain],
  );
  return oneCompany(rows);
}

async function byName(db: Queryable, search: string): Promise<Candidate | undefined> {
  const typed = comparableName(search);
  if (typed === '') return undefined;
  const max = typosAllowed(typed);
  // The comparison needs every name (accents and typos are not what an index answers); the dev
  // API's client list is short. The names never leave this function.
  const { rows } = await db.query<Candidate>(
    'select id, q_name, name, group_client_id from clients order by id',
  );
  // Rank: 0 the name itself, 1 and 2 a name with typos, 3 its first whole words.
  const leadingWords = typed.replace(/ /g, '').length >= 4 ? `${typed} ` : null;
  const scored = rows
    .map((row) => {
      const name = comparableName(row.name);
      const distance = editDistance(typed, name, max);
      const rank =
        distance <= max ? distance : leadingWords && name.startsWith(leadingWords) ? 3 : null;
      return { row, rank };
    })
    .filter((scoredRow): scoredRow is { row: Candidate; rank: number } => scoredRow.rank !== null);
  if (scored.length === 0) return undefined;
  const best = Math.min(...scored.map(({ rank }) => rank));
  return oneCompany(scored.filter(({ rank }) => rank === best).map(({ row }) => row));
}

export const companyLookupHandlers: Handlers = {
  async findCompany({ db, body, settings, ip }) {
    const search = (body as { search: string }).search.trim();
    const now = settings.now?.() ?? new Date();
    // Counted before anything is looked up, match or not, like a reset e-mail (throttle.ts).
    await beginAttempt(db, 'lookup', comparableName(search), ip, now);
    const domain = searchedDomain(search);
    const company = domain !== null ? await byDomain(db, domain) : await byName(db, search);
    if (!company) throw noMatch();
    const ticket = randomToken();
    await db.query(
      `insert into registration_tickets (token_hash, client_id, expires_at)
       values ($1, $2, now() + make_interval(secs => $3::double precision / 1000))`,
      [digest(ticket), company.id, registrationTicketTtlMs],
    );
    // Expired tickets of anyone are swept on the way, so the table holds a day of lookups at most.
    await db.query('delete from registration_tickets where expires_at <= now()');
    return ok({ qName: company.q_name, name: company.name, registrationToken: ticket });
  },
};

/**
 * The client an invitation form opens: by its own invitation token, or by a registration ticket of
 * findCompany not expired. Undefined otherwise.
 */
export async function clientOfInvitation<Row>(
  db: Queryable,
  columns: string,
  qName: unknown,
  token: unknown,
): Promise<Row | undefined> {
  if (typeof qName !== 'string' || typeof token !== 'string') return undefined;
  const { rows } = await db.query<Row & { id: number }>(
    `select ${columns} from clients c
      where c.q_name = $1
        and (c.invite_token = $2
             or exists (select 1 from registration_tickets t
                         where t.token_hash = $3 and t.client_id = c.id and t.expires_at > now()))`,
    [qName, token, digest(token)],
  );
  return rows[0];
}
