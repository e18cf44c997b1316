-- A payment's hosted page answers only the browser session that started it (issue 26): the
-- digest of that session's token, and the digest of the binding secret the start handed to the
-- same browser in a cookie scoped to the page. A payment started before this (no binding) can
-- no longer be settled through the page.
alter table payments
  add column session_token_hash text,
  add column binding_hash text;
