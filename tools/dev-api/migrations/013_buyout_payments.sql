-- A chosen end-of-lease buyout is paid through the same provider's hosted page as the extra
-- contribution (issue 14; spec sections 4 and 9: buyout price = resell ratio × purchase price, a
-- buyout not paid by the end date ends in the automatic extension). A payment is of one kind; the
-- provider's success pays what its kind names: the extra contribution (the lease journey's
-- `payExtraContribution`) or the buyout (`leases.buyout_paid_at`).
alter table payments
  add column kind text not null default 'extra-contribution'
    check (kind in ('extra-contribution', 'buyout'));
