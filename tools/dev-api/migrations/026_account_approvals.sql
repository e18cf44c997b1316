-- Issue 27 ("Large employers"): a company that approves its new accounts decides them one at a time
-- (/approve, listPendingAccounts, approveAccount, refuseAccount) instead of switching its approval
-- off for everyone. A refusal is kept on the account, with the manager's optional motive, so the
-- rider reads it on the home page (Profile.approvalRefusal); the account stays unapproved. Who
-- decided is kept for the team (approved or refused), forgotten if that manager's account goes.
-- Numbered 026: 020 to 025 belong to other branches.
alter table users
  add column approval_refused_at timestamptz,
  add column approval_refusal_motive text
    check (approval_refusal_motive is null or char_length(approval_refusal_motive) between 1 and 500),
  add column approval_decided_by integer references users (id) on delete set null;

-- The accounts waiting for their company, longest-waiting first, a page at a time (keyset on the
-- request's time and the id): only the few waiting rows of a large employer are indexed.
create index users_awaiting_approval on users (client_id, approval_requested_at, id)
  where not is_approved and approval_requested_at is not null and approval_refused_at is null;
