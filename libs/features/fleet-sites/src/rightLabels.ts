import type { PlainMessageId } from '@velo/i18n';
import type { RightName } from './data';

/** The rights in the order the screens list them (libs/auth `rightNames`). */
export const rightOrder: readonly RightName[] = [
  'fleetManagement',
  'approvals',
  'agreements',
  'invoices',
  'exports',
  'sites',
];

/** Each right's name, as the manager reads it. */
export const rightLabels: Record<RightName, PlainMessageId> = {
  fleetManagement: 'fleet.sites.right.fleetManagement',
  approvals: 'fleet.sites.right.approvals',
  agreements: 'fleet.sites.right.agreements',
  invoices: 'fleet.sites.right.invoices',
  exports: 'fleet.sites.right.exports',
  sites: 'fleet.sites.right.sites',
};

/** What each right opens. */
export const rightHelps: Record<RightName, PlainMessageId> = {
  fleetManagement: 'fleet.sites.rightHelp.fleetManagement',
  approvals: 'fleet.sites.rightHelp.approvals',
  agreements: 'fleet.sites.rightHelp.agreements',
  invoices: 'fleet.sites.rightHelp.invoices',
  exports: 'fleet.sites.rightHelp.exports',
  sites: 'fleet.sites.rightHelp.sites',
};

/** A company record's missing field (checkValidity), as the list names it. */
export const missingLabels: Record<string, PlainMessageId> = {
  vatIdentifier: 'fleet.sites.missing.vatIdentifier',
  allowedDomains: 'fleet.sites.missing.allowedDomains',
  employerContributionRate: 'fleet.sites.missing.employerContributionRate',
};
