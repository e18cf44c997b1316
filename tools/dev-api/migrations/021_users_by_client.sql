-- A company's people by company (issue "Large employers"): the employees list, the dashboards and
-- the sites read `users where client_id = … and role = 'rider'`, which was a sequential scan of every
-- account of every company (tests/fleetEmployeesPlan.test.ts shows it on a PostgreSQL server with
-- 20,000 riders). Numbered 021: 020 belongs to another branch.
create index users_client_role on users (client_id, role);
