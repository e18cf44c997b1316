-- The employees list's search (issue "Large employers"): an eligible employee who has a rider
-- account is listed once, as the rider, so the list's eligible side keeps only those without one.
-- That was looked up in the riders' address index for each row the search found, and the rows
-- could only be cut to a page after that: "helene" in Grand Groupe's 100,000 read its 2,000
-- eligible people, sorted them all, then looked up their accounts in order (PGlite: 2.2 ms of
-- sorting, PostgreSQL: 4.4 ms of the page's 5.4).
--
-- Each line of the eligible list now says whether its address has a rider account in its company
-- (`has_account`), kept by the triggers below whatever writes the rows: a registration, an account
-- deleted, an address changed, a line imported. The trigram index of the list's searchable text
-- covers the lines without an account only, the ones the list shows: a search reads half the rows
-- it read, and the page's first fifty come from a bounded sort (src/handlers/fleetEmployees.ts).
alter table eligible_employees add column has_account boolean not null default false;

update eligible_employees e
   set has_account = true
 where exists (
   select 1 from users u where u.email = e.email and u.client_id = e.client_id and u.role = 'rider'
 );

-- A line written: whether its company has a rider of that address.
create function velo_eligible_has_account() returns trigger
language plpgsql as $$
begin
  new.has_account := exists (
    select 1 from users u
     where u.email = new.email and u.client_id = new.client_id and u.role = 'rider'
  );
  return new;
end
$$;

create trigger eligible_employees_has_account
  before insert or update of email, client_id on eligible_employees
  for each row execute function velo_eligible_has_account();

-- A rider created, deleted, or whose address, company or role changed: the lines of the old and
-- the new address say so (another rider of the same address and company may remain: `exists`).
create function velo_users_eligible_account() returns trigger
language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.role = 'rider' and old.client_id is not null then
    update eligible_employees e
       set has_account = exists (
         select 1 from users u
          where u.email = e.email and u.client_id = e.client_id and u.role = 'rider'
       )
     where e.client_id = old.client_id and e.email = old.email;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.role = 'rider' and new.client_id is not null then
    update eligible_employees e
       set has_account = true
     where e.client_id = new.client_id and e.email = new.email and not e.has_account;
  end if;
  return null;
end
$$;

create trigger users_eligible_account
  after insert or delete or update of email, client_id, role on users
  for each row execute function velo_users_eligible_account();

-- The list's searchable text, for the lines it shows (migration 028's index covered every line).
drop index eligible_employees_search;
create index eligible_employees_search on eligible_employees using gin (search_text gin_trgm_ops)
  where not has_account;
