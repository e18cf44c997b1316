import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, preloadAllMessageAreas } from '@velo/i18n';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BicField, mandateRefusals } from './MandateFields';

describe('mandateRefusals', () => {
  it('gives each refused mandate field its rule’s message, and nothing for other fields', () => {
    expect(
      mandateRefusals([
        { field: 'body.iban' },
        { field: 'body.bic' },
        { field: 'body.holderName' },
        { field: 'body.consent' },
      ]),
    ).toEqual({
      iban: 'validation.iban.invalid',
      bic: 'validation.bic.invalid',
      holderName: 'validation.holderName.required',
    });
    expect(mandateRefusals(undefined)).toEqual({});
  });
});

function Bic() {
  const [value, setValue] = useState('');
  return <BicField name="bic" value={value} onChange={setValue} />;
}

describe('BicField', () => {
  it('writes the BIC in upper case as it is typed, with its label and help', async () => {
    await preloadAllMessageAreas();
    render(
      <I18nProvider locale="fr" storage={null}>
        <Bic />
      </I18nProvider>,
    );
    const field = await screen.findByRole('textbox', { name: /BIC/ });
    await userEvent.type(field, 'psstfrpp');
    expect(field).toHaveValue('PSSTFRPP');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toBeRequired();
  });
});
