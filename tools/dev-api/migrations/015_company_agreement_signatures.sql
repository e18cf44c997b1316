-- Issue 15, /signSpecificAgreements: the company signs a lease's rental contract with an SMS code
-- (smsCodes.ts' rules, as the rider's confirmation voucher), through the lease state machine's
-- `signContract` (actor company). The code goes to the signing manager's mobile, or else to the
-- company's contact mobile.

-- One code per lease waiting for the company's signature, sent to the manager `user_id`.
create table company_signature_codes (
  lease_id integer primary key references leases (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  code_hash text not null check (code_hash like 'scrypt$%'),
  masked_phone text not null,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  attempts_left integer not null check (attempts_left between 0 and 5),
  consent_at timestamptz not null
);

-- The evidence of the company's signature (eIDAS article 25(1), Code civil article 1367): who
-- signed for which company, the rental contract's content and its SHA-256, when (code sent,
-- consent, signature), the masked mobile, the IP and the user agent.
create table company_signatures (
  lease_id integer primary key references leases (id) on delete cascade,
  client_id integer not null references clients (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  signed_at timestamptz not null,
  code_sent_at timestamptz not null,
  consent_at timestamptz not null,
  masked_phone text not null,
  ip text not null,
  user_agent text not null check (length(user_agent) <= 500),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content jsonb not null
);
