/**
 * Commute questionnaire and bike catalogue enums of spec section 3. The spec names the choices, not
 * their wire values: these camelCase values are ours, and the API contract (openapi/) should use the
 * same strings so one array feeds the form, its labels and the SDK types.
 */

/** "Current commute transport". */
export const commuteTransports = [
  'walking',
  'publicTransport',
  'personalCar',
  'motorbikeOrScooter',
  'carpooling',
  'bike',
  'other',
] as const;
export type CommuteTransport = (typeof commuteTransports)[number];

/** "Distance bands (under 2 km, 2-5, 5-10, over 10 km)". */
export const commuteDistanceBands = ['under2km', 'from2to5km', 'from5to10km', 'over10km'] as const;
export type CommuteDistanceBand = (typeof commuteDistanceBands)[number];

/**
 * "Commute time bands": the spec does not give the bands. Ours mirror the distance bands at a
 * cycling pace of about 15 km/h (2 km ≈ 10 min, 5 km ≈ 20 min, 10 km ≈ 40 min).
 */
export const commuteTimeBands = [
  'under10min',
  'from10to20min',
  'from20to40min',
  'over40min',
] as const;
export type CommuteTimeBand = (typeof commuteTimeBands)[number];

/** "Electric assistance preference". */
export const electricAssistancePreferences = ['electric', 'nonElectric', 'noPreference'] as const;
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
  'frontLoader',
  'cargoTrike',
  'fitness',
] as const;
export type BikeCategory = (typeof bikeCategories)[number];

/** Gender of the user fields (spec section 3: man or woman). */
export const genders = ['man', 'woman'] as const;
export type Gender = (typeof genders)[number];
