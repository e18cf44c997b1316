-- Invoices and agreements waiting for the company's signature, a page at a time (issue "Large
-- employers": `GET /api/v2/clients/{id}/invoices` and `GET /api/v2/clients/{id}/agreements`,
-- src/handlers/fleetInvoices.ts and fleetAgreements.ts). Both read by keyset, never OFFSET.
--
-- Invoices: the default order (the newest month first) and its reverse come in order from the
-- company's index, the invoice's id breaking ties as the cursor does; it replaces the index of
-- migration 002, which it starts with. What is left to pay reads the invoices not paid yet only.
create index invoices_client_month on invoices (client_id, issued_at, id);
drop index invoices_client;
create index invoices_client_unpaid on invoices (client_id) include (amount_excl_tax_cents)
  where status <> 'paid';

-- Leases waiting for the company's signature, in the order they started waiting (the rider's
-- confirmation of the equipment, the request's creation for older leases), the lease's id last.
create index leases_awaiting_company on leases
  (client_id, (coalesce(equipment_confirmed_at, created_at)), id)
  where status = 'equipment-confirmed';
