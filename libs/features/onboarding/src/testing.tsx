import { render } from '@testing-library/react';
import { I18nProvider, preloadAllMessageAreas, type Locale } from '@velo/i18n';
import type { ReactElement } from 'react';
import type { PersonalInformation } from './model';

/** Renders a part of the onboarding with the catalogue of its area loaded. */
export async function renderPart(ui: ReactElement, locale: Locale = 'fr') {
  await preloadAllMessageAreas();
  return render(
    <I18nProvider locale={locale} storage={null}>
      {ui}
    </I18nProvider>,
  );
}

/** Thomas Lefèvre, the signature persona: everything given but the height. */
export function aPersonalInformation(
  overrides: Partial<PersonalInformation> = {},
): PersonalInformation {
  return {
    firstName: 'Thomas',
    lastName: 'Lefèvre',
    email: 'signature@acme.test',
    mobilePhone: '+33612345678',
    birthDate: '1988-03-14',
    birthPlace: 'Lyon',
    nationality: 'FR',
    address: '12 Rue de Bretagne',
    additionalAddress: null,
    postalCode: '75003',
    city: 'Paris',
    gender: 'man',
    employeeNumber: 'A-1042',
    heightCm: null,
    language: 'fr',
    ...overrides,
  };
}

export const loaded = { timeout: 20_000 };
