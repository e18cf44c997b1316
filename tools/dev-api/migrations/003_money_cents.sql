-- Money in integer euro cents, as the contract carries it (MoneyCents): amounts stay exact from the
-- database to the screen, with no decimal-to-float step on the way. A database seeded in euros keeps
-- its figures: each column is converted in place, then renamed with its unit.

alter table client_settings
  alter column monthly_employer_contribution_cap type integer
    using round(monthly_employer_contribution_cap * 100)::integer;
alter table client_settings
  rename column monthly_employer_contribution_cap to monthly_employer_contribution_cap_cents;
alter table client_settings
  add check (monthly_employer_contribution_cap_cents >= 0);

alter table rent_scale
  alter column bike_price type integer using round(bike_price * 100)::integer,
  alter column monthly_rent type integer using round(monthly_rent * 100)::integer,
  alter column monthly_rent_with_equipments type integer
    using round(monthly_rent_with_equipments * 100)::integer;
alter table rent_scale rename column bike_price to bike_price_cents;
alter table rent_scale rename column monthly_rent to monthly_rent_cents;
alter table rent_scale rename column monthly_rent_with_equipments to monthly_rent_with_equipments_cents;

alter table leases
  alter column bike_price type integer using round(bike_price * 100)::integer,
  alter column monthly_rent type integer using round(monthly_rent * 100)::integer;
alter table leases rename column bike_price to bike_price_cents;
alter table leases rename column monthly_rent to monthly_rent_cents;

alter table invoices
  alter column amount_excl_tax type integer using round(amount_excl_tax * 100)::integer;
alter table invoices rename column amount_excl_tax to amount_excl_tax_cents;
