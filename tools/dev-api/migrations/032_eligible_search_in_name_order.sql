-- A search of a large group's employees list, in name order (issue "Large employers"): the eligible
-- employees without an account were found through the trigrams of their folded text (migration
-- 028) and every one of them read from the table to be sorted, 2,000 rows for "helene" in Grand
-- Groupe's 100,000 (some 8 ms of the page's 15 on a PostgreSQL server). Like the riders' index of
-- migration 027, the name order's index now carries the company, the folded text and the row's id:
-- the planner may walk the names in order and keep the rows that hold the words from the index
-- alone, reading the table only for the page's fifty. A rare word still goes through the trigrams.
drop index if exists eligible_employees_name;
create index eligible_employees_name on eligible_employees (name_key, email collate "C")
  include (client_id, search_text, id);
