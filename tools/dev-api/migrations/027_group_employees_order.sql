-- A group's employees list (issue "Large employers"): `GET /api/v2/clients/{id}/employees` on a group
-- reads each side of the list (riders, eligible employees without an account) across the group's
-- companies at once, `client_id = any(…)`, in the page's order (src/handlers/fleetEmployees.ts).
-- With migration 022's indexes, which lead with the company, that took one side per company merged
-- afterwards, and planning those grew with the group: 12 sides for Grand Groupe's six clients, about
-- 8 ms of planning a page on a PostgreSQL server, more than reading it. These read the people in
-- name or address order whatever their company; the planner takes them when the group's companies
-- hold enough of the table, the company indexes and a sort otherwise.
--
-- The riders' carry the company, the folded text a search looks in (`search_text`, migration 022)
-- and the row's id: a search in name order keeps or skips each rider from the index alone, and
-- reads the rows it keeps only ("helene" among Grand Groupe's 45,000 riders: some 260 pages read
-- instead of 1,400).
-- Numbered 027: 023 to 026 may belong to another branch.
create index users_rider_name on users (name_key, email collate "C")
  include (client_id, search_text, id) where role = 'rider';
create index users_rider_email on users (email collate "C")
  include (client_id, search_text, id) where role = 'rider';
create index eligible_employees_name on eligible_employees (name_key, email collate "C");
create index eligible_employees_email on eligible_employees (email collate "C");
