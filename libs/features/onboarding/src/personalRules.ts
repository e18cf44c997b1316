import { personalInformationRules, type FormRules } from '@velo/validation';
import type { PersonalValues } from './model';

/**
 * The user fields of spec section 3 with the rules of spec section 5, shared with the dev API's
 * `updatePersonalInformation` (@velo/validation), so the form and the server say the same thing.
 * Loaded with the form's first check: zod stays out of the screen's first chunk.
 */
export const personalRules: FormRules<PersonalValues> = personalInformationRules();
