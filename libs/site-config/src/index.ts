/**
 * What spec section 1 says exists "in the configuration", in one place: the release shown in the
 * interface, the registered intermediary's ORIAS number and the company's Paris address (a
 * registered insurance intermediary must show both: legal notice page), and the links of the
 * product's other sites (help centres, terms of use, contact). The specification names these links
 * but not their addresses; the ones below are the product's, and changing one here changes every
 * screen and the footer.
 */

/** Spec section 1: "release 1.2.27 in the interface". */
export const releaseLabel = '1.2.27';
/** Spec section 1: "product version v9.18.9 in the configuration". */
export const productVersion = 'v9.18.9';

/** The publisher of the service, as the legal notice states it. */
export const publisher = {
  name: 'Velo SAS',
  /** Registered with ORIAS (the French register of insurance intermediaries) under this number. */
  oriasNumber: '22 004 987',
  oriasRegisterUrl: 'https://www.orias.fr/',
  address: { street: '18 rue de la Chaussée-d’Antin', postalCode: '75009', city: 'Paris' },
  /** Spec section 9: support hours (the French text says until 18:00; the English until 19:00). */
  supportHours: {
    fr: 'du lundi au samedi, de 9 h 30 à 18 h',
    en: 'Monday to Saturday, 9:30 am to 7 pm',
  },
} as const;

/** The help centres of spec section 1, one per audience. */
export const helpCentres = {
  riders: 'https://aide.velo.fr/salaries',
  employers: 'https://aide.velo.fr/employeurs',
  retailers: 'https://aide.velo.fr/magasins',
  /** The help centre of the large aerospace client (spec section 1). */
  aerospaceClient: 'https://aide.velo.fr/aeronautique',
} as const;

/**
 * The help centre an account is sent to, wherever the app links one (spec section 1): the
 * employers' for a fleet manager, the riders' otherwise.
 */
export function helpCentreFor(isFleetManager: boolean): string {
  return isFleetManager ? helpCentres.employers : helpCentres.riders;
}

/** The other sites and pages of spec section 1. */
export const siteLinks = {
  publicSite: 'https://www.velo.fr/',
  appSite: 'https://app.velo.fr/',
  termsOfUse: 'https://www.velo.fr/conditions-generales-utilisation',
  contact: 'https://www.velo.fr/contact',
  contactSubscription: 'https://www.velo.fr/contact/abonnement',
} as const;

/** The legal-notice page of this app (a public route). */
export const legalNoticePath = '/legal-notice';

/** The accessibility statement of this app (a public route, RGAA 4.1). */
export const accessibilityPath = '/accessibility';

/**
 * Where the accessibility statement sends a rider who cannot reach a content or a service, and the
 * recourse it names when they got no satisfying answer (the Défenseur des droits, RGAA 4.1's model).
 */
export const accessibilityLinks = {
  contactEmail: 'accessibilite@velo.fr',
  defenderForm: 'https://formulaire.defenseurdesdroits.fr/',
  defenderDelegates: 'https://www.defenseurdesdroits.fr/carte-des-delegues',
} as const;

export { accessibilityStatus } from './accessibilityStatus';

/**
 * Feature flags of the configuration (spec section 1: "A feature flag for a sports-retailer bike
 * check is enabled"). Off, /bikeCheck is not offered: no link leads to it and the route itself says
 * the check is not available (our design: a page that says so rather than a silent redirect, so a
 * bookmark explains itself).
 */
export const featureFlags = {
  sportsRetailerBikeCheck: true,
} as const;
