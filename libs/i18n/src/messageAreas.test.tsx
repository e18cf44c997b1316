// @vitest-environment jsdom
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useLocale } from './I18nProvider';
import { useIntl } from './intl';
import type { MessageArea } from './messageAreas';

/** One product area, "demo", whose texts arrive when the test says so. */
const fetched: string[] = [];
const release: Record<string, () => void> = {};
vi.mock('./generated/areas', () => ({ messageAreas: ['demo'] }));
vi.mock('./generated/areaLoaders', () => {
  const areaText = (locale: 'fr' | 'en', text: string) => () =>
    new Promise<{ default: Record<string, [{ type: 0; value: string }]> }>((resolve) => {
      fetched.push(locale);
      release[locale] = () => resolve({ default: { 'demo.title': [{ type: 0, value: text }] } });
    });
  return {
    areaLoaders: {
      demo: { fr: areaText('fr', 'Choisir un vélo'), en: areaText('en', 'Choose a bike') },
    },
  };
});

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

function AreaScreen() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <>
      <h1>{intl.formatMessage({ id: 'demo.title' })}</h1>
      <button type="button" onClick={() => setLocale(locale === 'fr' ? 'en' : 'fr')}>
        switch
      </button>
    </>
  );
}

/** Renders the area's screen only once `loadMessageAreas` has answered, as `lazyRoute` does. */
function Gate({ ready }: { ready: Promise<void> }) {
  const [shown, setShown] = useState(false);
  void ready.then(() => setShown(true));
  return shown ? <AreaScreen /> : <p>chargement de l’écran</p>;
}

describe('product-area catalogues (texts fetched with their screens)', () => {
  it('fetches an area’s texts in the language shown, and again in the next language before switching', async () => {
    const { loadMessageAreas } = await import('./messageAreas');
    const onError = vi.fn();
    // The mocked list has one area, 'demo', which the generated type does not know.
    const ready = loadMessageAreas('demo' as MessageArea);
    render(
      <I18nProvider storage={null} browserLanguages={['fr-FR']} onError={onError}>
        <Gate ready={ready} />
      </I18nProvider>,
    );
    // The French texts are asked for once the provider knows its language; nothing of the area's
    // screen shows before they are there.
    await waitFor(() => expect(fetched).toEqual(['fr']));
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => release['fr']?.());
    expect(await screen.findByRole('heading', { name: 'Choisir un vélo' })).toBeTruthy();

    // Switching language waits for the area's English texts: the French stay on screen meanwhile.
    await act(async () => screen.getByRole('button', { name: 'switch' }).click());
    expect(fetched).toEqual(['fr', 'en']);
    expect(screen.getByRole('heading', { name: 'Choisir un vélo' })).toBeTruthy();
    await act(async () => release['en']?.());
    expect(await screen.findByRole('heading', { name: 'Choose a bike' })).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
  });
});
