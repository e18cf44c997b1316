/**
 * Commute questionnaire and bike catalogue enums of spec section 3. The spec names the choices, not
 * their wire values: these are ours, the same strings as the API contract's enums
 * (openapi/components/catalogue.yaml), so one array feeds the form, its labels, the dev API's seed and
 * the SDK types.
 */

/** "Current commute transport". */
export const commuteTransports = [
  'walking',
  'public-transport',
  'personal-car',
  'motorbike-or-scooter',
  'carpooling',
  'bike',
  'other',
] as const;
export type CommuteTransport = (typeof commuteTransports)[number];

/** "Distance bands (under 2 km, 2-5, 5-10, over 10 km)". */
export const commuteDistanceBands = ['under-2-km', '2-5-km', '5-10-km', 'over-10-km'] as const;
export type CommuteDistanceBand = (typeof commuteDistanceBands)[number];

/** "Commute time bands": the spec does not give the bands; ours are quarter hours. */
export const commuteTimeBands = ['under-15-min', '15-30-min', '30-45-min', 'over-45-min'] as const;
export type CommuteTimeBand = (typeof commuteTimeBands)[number];

/** "Electric assistance preference". */
export const electricAssistancePreferences = ['yes', 'no', 'no-preference'] as const;
export type ElectricAssistancePreference = (typeof electricAssistancePreferences)[number];

/** "Frame type (diamond, trapeze, monotube)". */
export const frameTypes = ['diamond', 'trapeze', 'monotube'] as const;
export type FrameType = (typeof frameTypes)[number];

/** "Contact preference (email, phone, SMS)". */
export const contactPreferences = ['email', 'phone', 'sms'] as const;
export type ContactPreference = (typeof contactPreferences)[number];

/** Bike "category" of spec section 3. */
export const bikeCategories = [
  'city',
  'hybrid',
  'mountain',
  'road',
  'gravel',
  'folding',
  'cargo',
  'longtail',
  'front-loader',
  'cargo-trike',
  'fitness',
] as const;
export type BikeCategory = (typeof bikeCategories)[number];

/** Gender of the user fields (spec section 3: man or woman). */
export const genders = ['man', 'woman'] as const;
export type Gender = (typeof genders)[number];
