-- The lease requests waiting for the company a page at a time (issue 27, "Large employers"):
-- `GET /api/v2/clients/{id}/lease-requests/pending` answers by keyset in the order of the request's
-- time and id (src/handlers/fleetApprovals.ts), where it read every waiting request of the company
-- and sorted them. Only the waiting requests are indexed (a few in a hundred of a large employer's
-- leases): one company's in order, and every company's in order with the company alongside, which
-- a group's list walks across its subsidiaries and keeps its own from the index alone.
-- Numbered 029: 023 to 025 may belong to another branch.
create index leases_pending_client_order on leases (client_id, created_at, id)
  where status = 'pending-validation';
create index leases_pending_order on leases (created_at, id) include (client_id)
  where status = 'pending-validation';
