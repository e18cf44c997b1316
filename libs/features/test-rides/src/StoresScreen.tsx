import { useFormatMessage, useLocale, formatNumber } from '@velo/i18n';
import { Badge } from '@velo/ui/Badge';
import { Button } from '@velo/ui/Button';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Spinner } from '@velo/ui/Spinner';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { AddressSearch, type AddressChoice } from './AddressSearch';
import {
  defaultRadiusKm,
  radiusChoices,
  searchToUrl,
  type StoresData,
  type StoreSearch,
} from './data';
import { hoursText } from './hours';
import * as styles from './StoresScreen.css';

/** Leaflet and its CSS come in a chunk of their own, fetched only when the rider shows the map. */
const StoreMap = lazy(() => import('./StoreMap'));

type Locating = 'idle' | 'locating' | 'denied';

/**
 * /stores: partner stores near the rider (spec sections 1 and 2.3). The list is the primary view; the
 * map is a secondary panel, loaded when asked for, with the same stores and the same selection.
 */
export default function StoresScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { search, bike, found, today } = useLoaderData() as StoresData;
  const bikeId = bike?.id ?? null;
  const [radiusKm, setRadiusKm] = useState<number>(search?.radiusKm ?? defaultRadiusKm);
  const [text, setText] = useState(
    search?.by === 'postalCode' ? search.postalCode : (search?.place ?? ''),
  );
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  const [showMap, setShowMap] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLLIElement>());

  // A new search in the address (widen, Back) brings its radius into the choice.
  const [radiusOf, setRadiusOf] = useState(search?.radiusKm);
  if (radiusOf !== search?.radiusKm) {
    setRadiusOf(search?.radiusKm);
    setRadiusKm(search?.radiusKm ?? defaultRadiusKm);
  }

  const go = (next: StoreSearch) => {
    setError(null);
    setSelectedId(null);
    void navigate(searchToUrl(next, bikeId));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (choice && choice.label === typed) {
      go({
        by: 'point',
        latitude: choice.latitude,
        longitude: choice.longitude,
        radiusKm,
        place: choice.label,
      });
    } else if (/^\d{5}$/.test(typed)) {
      go({ by: 'postalCode', postalCode: typed, radiusKm, place: typed });
    } else {
      setError(t('stores.addressInvalid'));
    }
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('denied');
      return;
    }
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        go({
          by: 'point',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          radiusKm,
          place: null,
        });
      },
      () => setLocating('denied'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const select = (id: number) => {
    setSelectedId(id);
    itemRefs.current.get(id)?.scrollIntoView({ block: 'nearest' });
  };

  const nextRadius = radiusChoices.find((radius) => radius > (search?.radiusKm ?? defaultRadiusKm));
  const place = search?.place ?? t('stores.yourPosition');
  const stores = found?.stores ?? [];

  return (
    <Stack gap="5">
      <PageTitle>{t('stores.title')}</PageTitle>
      <Text>{t('stores.intro')}</Text>
      {bike ? (
        // Came from a bike's page (issue 28): only the stores that offer it, list and map.
        <InlineAlert tone="information">
          {t('stores.forBike', { name: bike.name })}{' '}
          <Link href={search ? searchToUrl(search) : '/stores'}>{t('stores.allStores')}</Link>
        </InlineAlert>
      ) : null}
      <Stack gap="3">
        <div>
          <Button variant="outline" onPress={locate} isLoading={locating === 'locating'}>
            {t('stores.locate')}
          </Button>
        </div>
        {locating === 'denied' ? (
          <InlineAlert tone="information" role="status">
            {t('stores.locateDenied')}
          </InlineAlert>
        ) : null}
        <Form onSubmit={onSubmit} validationBehavior="aria">
          <div className={styles.searchRow}>
            <AddressSearch
              value={text}
              onChange={(value) => {
                setText(value);
                setError(null);
              }}
              onChoose={(chosen) => {
                setChoice(chosen);
                setText(chosen.label);
                setError(null);
              }}
              errorMessage={error}
            />
            <RadioGroup
              label={t('stores.radius')}
              orientation="horizontal"
              options={radiusChoices.map((radius) => ({
                value: String(radius),
                label: t('stores.radiusKm', { radius }),
              }))}
              value={String(radiusKm)}
              onChange={(value) => setRadiusKm(Number(value || defaultRadiusKm))}
            />
          </div>
          <div>
            <Button type="submit">{t('stores.search')}</Button>
          </div>
        </Form>
      </Stack>

      {search && !found ? (
        <InlineAlert tone="warning" role="alert">
          {t('stores.unknownPostalCode')}
        </InlineAlert>
      ) : null}

      {found ? (
        <Stack gap="4">
          <Text as="p" variant="bodyStrong">
            <span role="status">
              {t('stores.results', { count: stores.length, radius: found.radiusKm, place })}
            </span>
          </Text>
          {stores.length === 0 ? (
            <Stack gap="3">
              <InlineAlert tone="information">{t('stores.errors.noneNearby')}</InlineAlert>
              {nextRadius !== undefined && search ? (
                <div>
                  <Button
                    variant="secondary"
                    onPress={() => go({ ...search, radiusKm: nextRadius })}
                  >
                    {t('stores.widen', { radius: nextRadius })}
                  </Button>
                </div>
              ) : null}
            </Stack>
          ) : (
            <>
              <div>
                <Button
                  variant="outline"
                  aria-expanded={showMap}
                  aria-controls="stores-map"
                  onPress={() => setShowMap((shown) => !shown)}
                >
                  {showMap ? t('stores.hideMap') : t('stores.showMap')}
                </Button>
              </div>
              <div className={showMap ? styles.layout : undefined}>
                <ol className={styles.list} aria-label={t('stores.title')}>
                  {stores.map(({ store, distanceKm }) => {
                    const hours = hoursText(store.openingHours, today);
                    const selected = store.id === selectedId;
                    return (
                      <li
                        key={store.id}
                        ref={(element) => {
                          if (element) itemRefs.current.set(store.id, element);
                          else itemRefs.current.delete(store.id);
                        }}
                        className={[styles.item, selected ? styles.selectedItem : ''].join(' ')}
                        aria-current={selected ? 'true' : undefined}
                      >
                        <h2 className={styles.storeName}>{store.name}</h2>
                        <address className={styles.address}>
                          {store.street}, {store.postalCode} {store.city}
                        </address>
                        <Text>
                          {t('stores.distance', {
                            distance: formatNumber(distanceKm, locale, {
                              maximumFractionDigits: 1,
                            }),
                          })}
                          {' · '}
                          {hours ? t('stores.todayHours', { hours }) : t('stores.closedToday')}
                        </Text>
                        {selected ? <Badge tone="information">{t('stores.selected')}</Badge> : null}
                        <Stack gap="2">
                          <Link
                            variant="standalone"
                            href={`/test-rides/new?storeId=${store.id}${
                              bikeId === null ? '' : `&bikeId=${bikeId}`
                            }`}
                            aria-label={t('stores.bookAt', { name: store.name })}
                          >
                            {t('stores.book')}
                          </Link>
                          {showMap ? (
                            <div>
                              <Button size="sm" variant="ghost" onPress={() => select(store.id)}>
                                {t('stores.select', { name: store.name })}
                              </Button>
                            </div>
                          ) : null}
                        </Stack>
                      </li>
                    );
                  })}
                </ol>
                {showMap ? (
                  <div id="stores-map" className={styles.mapPanel}>
                    <Suspense fallback={<Spinner label={t('stores.mapLoading')} />}>
                      <StoreMap
                        origin={found.origin}
                        stores={stores}
                        selectedId={selectedId}
                        onSelect={select}
                        label={t('stores.map')}
                        attribution={t('stores.mapAttribution')}
                        markerLabel={(name, distance) =>
                          t('stores.mapMarker', {
                            name,
                            distance: formatNumber(distance, locale, { maximumFractionDigits: 1 }),
                          })
                        }
                      />
                    </Suspense>
                  </div>
                ) : null}
              </div>
            </>
          )}
        </Stack>
      ) : null}
      <Link variant="standalone" href="/test-rides">
        {t('testRides.mine')}
      </Link>
    </Stack>
  );
}
