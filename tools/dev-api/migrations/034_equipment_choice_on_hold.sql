-- Spec section 4: "The employer can pause equipment choice or registrations". Registrations have
-- their switch since the first migration; this is the other one (/invite, handlers/fleetInvitations.ts):
-- while it is on, a rider of the company (or of a subsidiary of a group that paused) cannot confirm
-- their equipment choice (409 EQUIPMENT_CHOICE_ON_HOLD, leaseJourney.ts).
alter table clients add column equipment_choice_on_hold boolean not null default false;
