import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressSuggestion } from '@velo/api-sdk';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressField } from './AddressField';
import { loaded, renderPart } from './testing';

afterEach(() => vi.unstubAllGlobals());

const bretagne = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [2.36, 48.86] },
  properties: {
    label: '12 Rue de Bretagne 75003 Paris',
    name: '12 Rue de Bretagne',
    type: 'housenumber',
    postcode: '75003',
    city: 'Paris',
    context: '75, Paris, Île-de-France',
  },
};

function Field({ onChoose }: { onChoose: (choice: AddressSuggestion) => void }) {
  const [value, setValue] = useState('');
  return (
    <AddressField
      value={value}
      onChange={setValue}
      onBlur={() => {}}
      onChoose={onChoose}
      geocodingUrl="https://geo.test"
      isInvalid={false}
    />
  );
}

describe('AddressField', () => {
  it('lists the street lines with postal code and city, and gives the chosen one its street', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ features: [bretagne] }));
    const onChoose = vi.fn();
    await renderPart(<Field onChoose={onChoose} />);
    const user = userEvent.setup();
    const address = await screen.findByRole('combobox', { name: /^Adresse/ }, loaded);
    expect(address).toBeRequired();
    await user.type(address, 'bretagne');
    const option = await screen.findByRole('option', { name: /12 Rue de Bretagne/ }, loaded);
    expect(option).toHaveTextContent('75003 Paris');
    await user.click(option);
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ street: '12 Rue de Bretagne', postcode: '75003', city: 'Paris' }),
    );
    expect(address).toHaveValue('12 Rue de Bretagne');
  });

  it('says to type by hand when the service is busy, without asking it again (spec 8)', async () => {
    const fetch = vi.fn(
      async () => new Response('', { status: 429, headers: { 'Retry-After': '1' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await renderPart(<Field onChoose={() => {}} />);
    const user = userEvent.setup();
    const address = await screen.findByRole('combobox', { name: /^Adresse/ }, loaded);
    expect(address).toHaveAccessibleDescription(/^(?!Les informations)/);
    await user.type(address, 'bretagne');
    await waitFor(
      () =>
        expect(address).toHaveAccessibleDescription(
          /Les informations n’ont pas pu être lues automatiquement, veuillez les saisir manuellement/,
        ),
      loaded,
    );
    const asked = fetch.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fetch).toHaveBeenCalledTimes(asked);
  });
});
