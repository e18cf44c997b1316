/**
 * When an account waits for its company's approval (spec section 4, "pending company validation";
 * issue 27): a rider's account, not approved, whose approval was asked (once its e-mail address was
 * confirmed, auth.ts `confirmEmail`), not refused, and whose address is confirmed now (a changed
 * address is confirmed again first, issue 26: until then it asks nothing). One definition for the
 * list of /approve, its decisions, the dashboards' pending figure and the employees' statuses.
 */

/** The SQL condition on the users row `alias` (`u` unless given). */
export function waitingForApproval(alias = 'u'): string {
  const column = (name: string) => `${alias}.${name}`;
  return `(${column('role')} = 'rider' and not ${column('is_approved')}
    and ${column('approval_requested_at')} is not null and ${column('approval_refused_at')} is null
    and ${column('email_confirmed_at')} is not null)`;
}
