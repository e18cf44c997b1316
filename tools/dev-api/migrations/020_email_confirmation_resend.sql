-- Issue 26: a signed-in rider whose confirmation link expired or got lost asks for a new one
-- (resendEmailConfirmation); each link asked for counts against the account in the throttle
-- (src/auth/throttle.ts, kind `confirmation`, subject the user id).
alter table auth_attempts drop constraint auth_attempts_kind_check;
alter table auth_attempts
  add constraint auth_attempts_kind_check
    check (kind in ('login', 'login_ok', 'reset', 'register', 'password', 'confirmation'));
