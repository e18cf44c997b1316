import { formatMoney, formatNumber, useFormatMessage, useLocale } from '@velo/i18n';
import { MonthlyBreakdown } from '@velo/leasing-ui';
import { Badge } from '@velo/ui/Badge';
import { Checkbox } from '@velo/ui/Checkbox';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import { BikeIllustration } from './BikeIllustration';
import {
  choiceFromParams,
  choiceQuery,
  choiceToParams,
  saveChoice,
  type BikeChoice,
} from './bikeChoice';
import * as styles from './CatalogueScreen.css';
import { UnknownBike } from './UnknownBike';
import type { BikeData } from './data';
import { categoryLabels, frameLabels } from './labels';

type Size = NonNullable<BikeData['bike']>['sizes'][number];

/** The size whose rider heights include this height, if any. */
export function sizeFor(sizes: readonly Size[], heightCm: number | null): Size | null {
  if (heightCm === null) return null;
  return sizes.find((size) => heightCm >= size.minHeightCm && heightCm <= size.maxHeightCm) ?? null;
}

/**
 * /bikes/:bikeId: a bike's specifications, its sizes (the rider's height suggests one), the equipment
 * to add, and the monthly breakdown of @velo/leasing-ui, which follows the equipment ticked. The
 * profile carries no height (spec section 3 lists it among the user's form fields only), so the rider
 * types it. The choice survives leaving the page (bikeChoice.ts), and the page leads on (issue 28): a
 * request for an offer to a store that offers the bike, a test ride of it, the stores near the rider
 * that offer it. An unknown bike shows the screen's empty state.
 */
export default function BikeScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { bike, contribution, offer } = useLoaderData() as BikeData;
  const { bikeId } = useParams();
  const [params, setParams] = useSearchParams();
  const choice = choiceFromParams(params);
  const { height, equipmentIds: equipment } = choice;
  const chosenSize = choice.sizeId === null ? null : String(choice.sizeId);
  /** The choice goes to the address (replacing it: Back leaves the page) and to the session. */
  const choose = (change: Partial<BikeChoice>) => {
    const next = { ...choice, ...change };
    saveChoice(Number(bikeId), next);
    setParams(choiceToParams(next), { replace: true, preventScrollReset: true });
  };

  if (!bike) return <UnknownBike />;

  const heightCm = /^\d{3}$/.test(height) ? Number(height) : null;
  const suggested = sizeFor(bike.sizes, heightCm);
  const sizeLabel = (size: Size) =>
    size.label === 'unique' ? t('catalogue.bike.oneSize') : size.label;
  // The size the request asks for: the one chosen, else the one the height suggests.
  const offerQuery = choiceQuery({
    ...choice,
    sizeId: choice.sizeId ?? suggested?.id ?? null,
  });
  const chosenPrices = bike.equipment
    .filter((item) => equipment.includes(item.id))
    .map((item) => item.priceCents);

  return (
    <Stack gap="5">
      <Link href="/bikes">{t('catalogue.bike.back')}</Link>
      <PageTitle>{`${bike.brand} ${bike.model}`}</PageTitle>
      <div className={styles.bikeLayout}>
        <Stack gap="5">
          <div className={styles.illustration}>
            <BikeIllustration category={bike.category} />
          </div>
          <Text>{bike.description}</Text>
          <section aria-labelledby="bike-specs">
            <h2 id="bike-specs" className={styles.heading}>
              {t('catalogue.bike.specs')}
            </h2>
            <dl className={styles.specs}>
              <dt className={styles.specTerm}>{t('catalogue.category')}</dt>
              <dd className={styles.specValue}>{t(categoryLabels[bike.category])}</dd>
              <dt className={styles.specTerm}>{t('catalogue.frame')}</dt>
              <dd className={styles.specValue}>{t(frameLabels[bike.frameType])}</dd>
              <dt className={styles.specTerm}>{t('catalogue.bike.weight')}</dt>
              <dd className={styles.specValue}>
                {t('catalogue.weight', {
                  weight: formatNumber(bike.weightGrams / 1000, locale, {
                    maximumFractionDigits: 1,
                  }),
                })}
              </dd>
              <dt className={styles.specTerm}>{t('catalogue.electric')}</dt>
              <dd className={styles.specValue}>
                {bike.batteryWh !== null && bike.motorPowerW !== null && bike.autonomyKm !== null
                  ? t('catalogue.bike.assistance', {
                      watts: bike.motorPowerW,
                      wh: bike.batteryWh,
                      km: bike.autonomyKm,
                    })
                  : t('catalogue.noMotor')}
              </dd>
              <dt className={styles.specTerm}>{t('catalogue.bike.price')}</dt>
              <dd className={styles.specValue}>{formatMoney(bike.priceCents, locale)}</dd>
              <dt className={styles.specTerm}>{t('catalogue.bike.retailers')}</dt>
              <dd className={styles.specValue}>
                {t('catalogue.bike.retailersCount', { count: bike.retailersCount })}
              </dd>
            </dl>
          </section>
          <section aria-labelledby="bike-sizes">
            <h2 id="bike-sizes" className={styles.heading}>
              {t('catalogue.bike.sizes')}
            </h2>
            <Stack gap="3">
              <TextField
                label={t('catalogue.bike.height')}
                description={t('catalogue.bike.heightHelp')}
                inputMode="numeric"
                value={height}
                onChange={(value) => choose({ height: value.replace(/\D/g, '').slice(0, 3) })}
              />
              <p role="status" className={styles.count}>
                {suggested
                  ? t('catalogue.bike.suggested', { size: sizeLabel(suggested) })
                  : heightCm !== null
                    ? t('catalogue.bike.noSize')
                    : ''}
              </p>
              <RadioGroup
                label={t('catalogue.bike.size')}
                value={chosenSize ?? (suggested ? String(suggested.id) : null)}
                onChange={(value) => choose({ sizeId: value ? Number(value) : null })}
                options={bike.sizes.map((size) => ({
                  value: String(size.id),
                  label: (
                    <>
                      {t('catalogue.bike.sizeRange', {
                        size: sizeLabel(size),
                        min: size.minHeightCm,
                        max: size.maxHeightCm,
                      })}
                      {suggested?.id === size.id ? (
                        <>
                          {' '}
                          <Badge tone="success">{t('catalogue.bike.forYou')}</Badge>
                        </>
                      ) : null}
                    </>
                  ),
                }))}
              />
            </Stack>
          </section>
          <section aria-labelledby="bike-equipment">
            <h2 id="bike-equipment" className={styles.heading}>
              {t('catalogue.bike.equipment')}
            </h2>
            <div className={styles.checkboxes}>
              {bike.equipment.map((item) => (
                <Checkbox
                  key={item.id}
                  isSelected={equipment.includes(item.id)}
                  onChange={(selected) =>
                    choose({
                      equipmentIds: selected
                        ? [...equipment, item.id]
                        : equipment.filter((id) => id !== item.id),
                    })
                  }
                >
                  {t('catalogue.bike.equipmentItem', {
                    name: `${item.brand} ${item.name}`,
                    price: formatMoney(item.priceCents, locale),
                  })}
                </Checkbox>
              ))}
            </div>
          </section>
        </Stack>
        <Stack gap="5">
          <MonthlyBreakdown
            bikePriceCents={bike.priceCents}
            equipmentPriceCents={chosenPrices}
            contribution={contribution}
            offer={offer}
          />
          <section aria-labelledby="bike-next">
            <h2 id="bike-next" className={styles.heading}>
              {t('catalogue.bike.next.title')}
            </h2>
            <Stack gap="3">
              <Text>{t('catalogue.bike.next.intro')}</Text>
              <Link variant="standalone" href={`/bikes/${bike.id}/offer${offerQuery}`}>
                {t('catalogue.bike.next.offer')}
              </Link>
              <Link variant="standalone" href={`/test-rides/new?bikeId=${bike.id}`}>
                {t('catalogue.bike.next.testRide')}
              </Link>
              <Link variant="standalone" href={`/stores?bikeId=${bike.id}`}>
                {t('catalogue.bike.next.stores')}
              </Link>
            </Stack>
          </section>
        </Stack>
      </div>
    </Stack>
  );
}
