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
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { BikeIllustration } from './BikeIllustration';
import * as styles from './CatalogueScreen.css';
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
 * types it. An unknown bike shows the screen's empty state.
 */
export default function BikeScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { bike, contribution, offer } = useLoaderData() as BikeData;
  const [height, setHeight] = useState('');
  const [chosenSize, setChosenSize] = useState<string | null>(null);
  const [equipment, setEquipment] = useState<number[]>([]);

  if (!bike) {
    return (
      <Stack gap="5">
        <PageTitle>{t('catalogue.bike.unknown')}</PageTitle>
        <Text>{t('catalogue.bike.unknownBody')}</Text>
        <Link variant="standalone" href="/bikes">
          {t('catalogue.bike.back')}
        </Link>
      </Stack>
    );
  }

  const heightCm = /^\d{3}$/.test(height) ? Number(height) : null;
  const suggested = sizeFor(bike.sizes, heightCm);
  const sizeLabel = (size: Size) =>
    size.label === 'unique' ? t('catalogue.bike.oneSize') : size.label;
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
                onChange={(value) => setHeight(value.replace(/\D/g, '').slice(0, 3))}
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
                onChange={setChosenSize}
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
                    setEquipment((current) =>
                      selected ? [...current, item.id] : current.filter((id) => id !== item.id),
                    )
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
        <MonthlyBreakdown
          bikePriceCents={bike.priceCents}
          equipmentPriceCents={chosenPrices}
          contribution={contribution}
          offer={offer}
        />
      </div>
    </Stack>
  );
}
