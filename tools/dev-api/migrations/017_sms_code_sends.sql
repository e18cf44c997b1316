-- Issue 26, finding 3: every SMS code sent, whatever its flow (the rider's confirmation voucher, a
-- new SEPA mandate, the company's rental contract), so that the codes a day are capped per account
-- and per contract (smsCodes.ts: 5 an hour, 10 a day each). A code row is replaced or deleted when
-- a new one is sent or used; this log is not, so asking for new codes cannot reset the caps.
create table sms_code_sends (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  lease_id integer not null references leases (id) on delete cascade,
  sent_at timestamptz not null
);
create index sms_code_sends_user on sms_code_sends (user_id, sent_at);
create index sms_code_sends_lease on sms_code_sends (lease_id, sent_at);
