-- The client's leases a page at a time (issue "Large employers", /exports):
-- `GET /api/v2/clients/{id}/leases` answers by keyset on the request's time and id, newest first
-- (src/handlers/fleetExports.ts). This index gives a client's leases in that order and starts right
-- after a cursor's row, so a page reads its own rows only, never the client's whole list.
create index leases_client_created on leases (client_id, created_at desc, id desc);
