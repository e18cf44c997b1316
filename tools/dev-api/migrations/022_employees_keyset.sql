-- The employees list a page at a time (issue "Large employers"): `GET /api/v2/clients/{id}/employees`
-- sorts, filters and searches on the server and answers by keyset (src/handlers/fleetEmployees.ts).
-- Numbered 022: 020 belongs to another branch.
--
-- `velo_fold` is the one folding of a text for sorting and searching: lower case, French (and a few
-- other Latin) accents taken off, œ/æ spelt out, the typographic apostrophe made plain, combining
-- accents (a text typed decomposed) dropped. Plain SQL, no extension: `unaccent` is not in every
-- PostgreSQL (nor in PGlite). The upper-case letters are listed as well because `lower` only lowers
-- ASCII under a database whose character classes are `C`.
create function velo_fold(value text) returns text
  language sql immutable parallel safe
  return replace(replace(translate(lower(value),
    'àâäáãåçéèêëîïíìôöóòõøùûüúÿýñÀÂÄÁÃÅÇÉÈÊËÎÏÍÌÔÖÓÒÕØÙÛÜÚŸÝÑŒÆ’'
      || chr(768) || chr(769) || chr(770) || chr(771) || chr(776) || chr(778) || chr(807),
    'aaaaaaceeeeiiiioooooouuuuyynaaaaaaceeeeiiiioooooouuuuyynœæ'''),
    'œ', 'oe'), 'æ', 'ae');

-- A person's sort key by name: last name, then first name (a \x01 between them, below every letter,
-- so "Martin" comes before "Martinez"), or the address when the list has no name, as the screen
-- shows it. What `q` searches: names, address and employee number. (`concat_ws` is not immutable.)
create function velo_name_key(last_name text, first_name text, email text) returns text
  language sql immutable parallel safe
  return velo_fold(coalesce(nullif(
    coalesce(last_name, '')
      || case when coalesce(last_name, '') <> '' and coalesce(first_name, '') <> '' then chr(1) else '' end
      || coalesce(first_name, ''), ''), email));

create function velo_search_text(last_name text, first_name text, email text, employee_number text)
  returns text
  language sql immutable parallel safe
  return velo_fold(coalesce(last_name, '') || ' ' || coalesce(first_name, '') || ' ' || email || ' '
    || coalesce(employee_number, ''));

-- Stored, so no page folds a company's names again; the sort key in the "C" collation, so the order
-- is the same on every server whatever its locale.
alter table eligible_employees
  add column name_key text collate "C"
    generated always as (velo_name_key(last_name, first_name, email)) stored,
  add column search_text text
    generated always as (velo_search_text(last_name, first_name, email, employee_number)) stored;

alter table users
  add column name_key text collate "C"
    generated always as (velo_name_key(last_name, first_name, email)) stored,
  add column search_text text
    generated always as (velo_search_text(last_name, first_name, email, employee_number)) stored;

-- One company's people in name order (the default sort, and the one a search walks) and in address
-- order, the address (unique in the list) breaking ties, from each side of the list: the eligible
-- employees, and the riders.
create index eligible_employees_client_name on eligible_employees (client_id, name_key, email collate "C");
create index eligible_employees_client_email on eligible_employees (client_id, email collate "C");
create index users_client_role_name on users (client_id, role, name_key, email collate "C");
create index users_client_role_email on users (client_id, role, email collate "C");
