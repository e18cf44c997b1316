-- The employees list's search (issue "Large employers"): `q` keeps the people whose folded names,
-- address and employee number (`search_text`, migration 022) hold every word, `search_text like
-- '%word%'`, which read every row of the list: about 0.25 s for Grand Groupe's 100,000 on a
-- PostgreSQL server, for the page and again for its count. A trigram index answers `like '%…%'`
-- (src/handlers/fleetEmployees.ts writes one condition a word), so a search reads the rows that
-- hold the words only.
--
-- `pg_trgm` ships with PostgreSQL (contrib, a trusted extension since 13: the database's owner may
-- create it) and with PGlite, which loads it when it opens a database (src/db.ts).
-- Numbered 028: 023 to 026 may belong to another branch.
create extension if not exists pg_trgm;

-- The planner prices a search by trying its words on a sample of the texts (the column's histogram):
-- with the default 100, a name that one person in fifty bears was found in none of them now and
-- then, estimated at 4 rows instead of 900, and read through the wrong index (PGlite, 50 ms instead
-- of 5). 300 texts.
alter table users alter column search_text set statistics 300;
alter table eligible_employees alter column search_text set statistics 300;

create index users_rider_search on users using gin (search_text gin_trgm_ops) where role = 'rider';
create index eligible_employees_search on eligible_employees using gin (search_text gin_trgm_ops);
-- A rider without a number of their own is found by the list's number too: the list's numbers alone,
-- so that a search by name does not go through the whole list for them.
create index eligible_employees_number_search on eligible_employees
  using gin (velo_fold(employee_number) gin_trgm_ops);
