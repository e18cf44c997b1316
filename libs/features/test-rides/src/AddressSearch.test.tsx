import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressSuggestion } from '@velo/api-sdk';
import { I18nProvider, preloadAllMessageAreas } from '@velo/i18n';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressSearch } from './AddressSearch';
import { setGeoServices } from './geoServices';

afterEach(() => vi.unstubAllGlobals());

const loaded = { timeout: 20_000 };

const rivoli = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [2.35, 48.85] },
  properties: { label: '8 Rue de Rivoli 75004 Paris', context: '75, Paris, Île-de-France' },
};

function Search({ onChoose }: { onChoose: (choice: AddressSuggestion) => void }) {
  const [text, setText] = useState('');
  return (
    <AddressSearch
      value={text}
      onChange={setText}
      onChoose={(choice) => {
        setText(choice.label);
        onChoose(choice);
      }}
      errorMessage={null}
    />
  );
}

async function renderSearch(onChoose: (choice: AddressSuggestion) => void = () => {}) {
  setGeoServices({ geocodingUrl: 'https://geo.test', mapTilesUrl: 'https://tiles.test/wmts' });
  await preloadAllMessageAreas();
  render(
    <I18nProvider locale="fr" storage={null}>
      <Search onChoose={onChoose} />
    </I18nProvider>,
  );
  return screen.findByRole('combobox', { name: /^Adresse/ }, loaded);
}

describe('AddressSearch', () => {
  it('lists the geocoder’s addresses with their context and hands over the chosen one', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      requests.push(String(input));
      return Response.json({ features: [rivoli] });
    });
    const onChoose = vi.fn();
    const address = await renderSearch(onChoose);
    const user = userEvent.setup();
    await user.type(address, 'rivoli');
    const option = await screen.findByRole(
      'option',
      { name: /8 Rue de Rivoli 75004 Paris/ },
      loaded,
    );
    expect(option).toHaveTextContent('75, Paris, Île-de-France');
    await user.click(option);
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ label: '8 Rue de Rivoli 75004 Paris' }),
    );
    expect(address).toHaveValue('8 Rue de Rivoli 75004 Paris');
    for (const request of requests) {
      const url = new URL(request);
      expect(url.origin + url.pathname).toBe('https://geo.test/geocodage/search');
      expect(url.searchParams.get('q')!.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('says in its help when the service does not answer, where a postal code still works', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    const address = await renderSearch();
    expect(address).toHaveAccessibleDescription(
      'Une adresse en France, ou un code postal à 5 chiffres.',
    );
    await userEvent.setup().type(address, 'rivoli');
    await waitFor(
      () =>
        expect(address).toHaveAccessibleDescription(
          'La recherche d’adresses ne répond pas. Vous pouvez chercher par code postal.',
        ),
      loaded,
    );
  });
});
