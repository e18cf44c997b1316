-- Issue 26, finding 1: a new account confirms its e-mail address by a link before its work domain or
-- the company's list of employees approves it, and before a manager can grant it a right by e-mail.
-- The accounts made by the seed and by an administrator are confirmed (the default); registration
-- writes null until the link is followed.
alter table users add column email_confirmed_at timestamptz default now();
update users set email_confirmed_at = now() where email_confirmed_at is null;

-- One link per e-mail sent: only the token's digest, single use, expiring.
create table email_confirmation_tokens (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_confirmation_tokens_user on email_confirmation_tokens (user_id);
