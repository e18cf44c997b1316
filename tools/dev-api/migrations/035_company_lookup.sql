-- Issue 28: a rider without an invitation link finds their company on /register by a work e-mail
-- (its full domain) or the company's name (POST /auth/findCompany, src/handlers/companyLookup.ts).
-- A match answers a registration ticket: it opens the company's invitation form like the company's
-- own invitation token would (checkClientToken, register), for 24 hours, and only its digest is kept.
create table registration_tickets (
  token_hash text primary key,
  client_id integer not null references clients (id) on delete cascade,
  expires_at timestamptz not null
);
create index registration_tickets_expiry on registration_tickets (expires_at);

-- Each lookup counts against its caller's address (src/auth/throttle.ts, kind `lookup`), so the
-- client list cannot be read by trying names one after the other.
alter table auth_attempts drop constraint auth_attempts_kind_check;
alter table auth_attempts
  add constraint auth_attempts_kind_check
    check (kind in ('login', 'login_ok', 'reset', 'register', 'password', 'confirmation', 'lookup'));
