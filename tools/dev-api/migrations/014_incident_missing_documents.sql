-- The documents a claim waits for (issue 14, "documents missing"; contract
-- openapi/paths/incidents.yaml#/documents). A migration of its own rather than an edit of 012, so a
-- dev database kept in DEV_API_DATA_DIR gets the column too. While an incident is
-- `documents-missing` it lists the kinds the insurer asked for (at least one); empty in every other
-- status. The rider sends them with POST /api/v2/incidents/{id}/documents, which puts the claim back
-- `in-review`.

alter table incidents
  add column missing_documents text[] not null default '{}'
    check (missing_documents <@ array['police-report', 'photo']::text[]);

-- A claim already waiting (moved by the dev switch before this column): it waited for its kind's
-- document, as the switch now assumes by default.
update incidents
   set missing_documents = case kind when 'damage' then array['photo'] else array['police-report'] end
 where status = 'documents-missing';

alter table incidents
  add constraint incidents_missing_documents_status
    check ((status = 'documents-missing') = (cardinality(missing_documents) > 0));
