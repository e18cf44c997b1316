/**
 * The lessor, creditor of the SEPA mandate. A fictitious company of the demo; its creditor
 * identifier (ICS) has valid check digits (ISO 7064 MOD 97-10 over the national identifier and
 * the country, business code `ZZZ` excluded, as the EPC rulebook defines it).
 */
export const creditor = {
  name: 'Velo Location SAS',
  address: '48 rue de la Chaussée-d’Antin, 75009 Paris, France',
  identifier: 'FR21ZZZ5V8L13',
} as const;
