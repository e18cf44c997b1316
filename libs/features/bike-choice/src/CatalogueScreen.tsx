import { formatMoney, formatNumber, useFormatMessage, useLocale } from '@velo/i18n';
import { RentFrom } from '@velo/leasing-ui';
import { Badge } from '@velo/ui/Badge';
import { Button } from '@velo/ui/Button';
import { Checkbox } from '@velo/ui/Checkbox';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Select } from '@velo/ui/Select';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLoaderData, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { BikeIllustration } from './BikeIllustration';
import {
  applyFilters,
  bikeCategories,
  filtersFrom,
  filtersFromAnswers,
  frameTypes,
  indexBikes,
  isRecommended,
  paramsFrom,
  sorts,
  type Bike,
  type Filters,
} from './catalogue';
import * as styles from './CatalogueScreen.css';
import type { CatalogueData } from './data';
import { categoryLabels, frameLabels, sortLabels } from './labels';
import type { Questionnaire } from './questions';

/** How many cards a page shows at first and adds with "more". */
export const pageSize = 24;
/** Set once the questionnaire's answers have pre-filtered the catalogue in this tab. */
export const prefilledKey = 'velo.catalogue.prefilled';

function readPrefilled(): boolean {
  try {
    return sessionStorage.getItem(prefilledKey) !== null;
  } catch {
    return true;
  }
}

function markPrefilled() {
  try {
    sessionStorage.setItem(prefilledKey, '1');
  } catch {
    // No storage: the pre-filter is simply not applied again.
  }
}

/**
 * /bikes: the catalogue (spec sections 2.3 and 3). Filters live in the URL, so a filtered view can be
 * bookmarked, shared and restored with Back; the first visit after the questionnaire pre-filters it
 * with the answers, and bikes matching them are marked "Recommandé". The whole catalogue is loaded
 * once and filtered in the page: a keystroke costs one linear pass and a bounded number of cards.
 */
export default function CatalogueScreen() {
  const t = useFormatMessage();
  const { bikes, brands, answers, contribution } = useLoaderData() as CatalogueData;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const indexed = useMemo(() => indexBikes(bikes), [bikes]);
  // The fields follow each keystroke at once; the cards follow in a transition React can interrupt
  // when the next keystroke comes, so typing never waits for a whole list to render.
  const shownFilters = useDeferredValue(filters);
  const results = useMemo(() => applyFilters(indexed, shownFilters), [indexed, shownFilters]);
  const [shown, setShown] = useState({ key: '', count: pageSize });
  // The search box keeps what is typed itself (the URL follows it), so a keystroke never waits for
  // the URL and none is lost; Back/forward (a POP) and "clear" give it the URL's text again.
  const navigationType = useNavigationType();
  const location = useLocation();
  const [searchKey, setSearchKey] = useState(location.key);
  if (navigationType === 'POP' && location.key !== searchKey) setSearchKey(location.key);
  const [clears, setClears] = useState(0);
  const filterKey = paramsFrom({ ...filters, sort: 'name' }).toString();
  const count = shown.key === filterKey ? shown.count : pageSize;

  // The first visit after the questionnaire: its answers become the filters (kept in the URL).
  useEffect(() => {
    if (params.size > 0 || readPrefilled()) return;
    const suggested = filtersFromAnswers(answers);
    if (!suggested) return;
    markPrefilled();
    setParams(paramsFrom(suggested), { replace: true });
  }, [answers, params, setParams]);

  const update = (change: Partial<Filters>) => {
    markPrefilled();
    setParams(paramsFrom({ ...filters, ...change }), { replace: true });
  };

  return (
    <Stack gap="5">
      <PageTitle>{t('catalogue.title')}</PageTitle>
      {answers.completedAt === null ? (
        <Text>
          <Link href="/user-profile/needs">{t('catalogue.answerNeeds')}</Link>
        </Text>
      ) : (
        <Text>
          {t('catalogue.fromNeeds')}{' '}
          <Link href="/user-profile/needs">{t('catalogue.editNeeds')}</Link>
        </Text>
      )}
      <div className={styles.layout}>
        <section className={styles.filters} aria-labelledby="catalogue-filters">
          <h2 id="catalogue-filters" className={styles.heading}>
            {t('catalogue.filters')}
          </h2>
          <Stack gap="4">
            <TextField
              key={`${searchKey}-${clears}`}
              label={t('catalogue.search')}
              type="search"
              defaultValue={filters.text}
              onChange={(text) => update({ text })}
            />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('catalogue.category')}</legend>
              <div className={styles.checkboxes}>
                {bikeCategories.map((category) => (
                  <Checkbox
                    key={category}
                    isSelected={filters.categories.includes(category)}
                    onChange={(selected) =>
                      update({
                        categories: selected
                          ? [...filters.categories, category]
                          : filters.categories.filter((value) => value !== category),
                      })
                    }
                  >
                    {t(categoryLabels[category])}
                  </Checkbox>
                ))}
              </div>
            </fieldset>
            <Select
              label={t('catalogue.electric')}
              selectedKey={filters.electric ?? 'any'}
              onSelectionChange={(key) =>
                update({ electric: key === 'yes' || key === 'no' ? key : null })
              }
              options={[
                { id: 'any', label: t('catalogue.any') },
                { id: 'yes', label: t('catalogue.electric.yes') },
                { id: 'no', label: t('catalogue.electric.no') },
              ]}
            />
            <Select
              label={t('catalogue.frame')}
              selectedKey={filters.frames.length === 1 ? (filters.frames[0] ?? 'any') : 'any'}
              onSelectionChange={(key) =>
                update({ frames: frameTypes.filter((frame) => frame === key) })
              }
              options={[
                { id: 'any', label: t('catalogue.any') },
                ...frameTypes.map((frame) => ({ id: frame, label: t(frameLabels[frame]) })),
              ]}
            />
            <Select
              label={t('catalogue.brand')}
              selectedKey={filters.brand ?? ''}
              onSelectionChange={(key) => update({ brand: key ? String(key) : null })}
              options={[
                { id: '', label: t('catalogue.allBrands') },
                ...brands.map((brand) => ({ id: brand, label: brand })),
              ]}
            />
            <TextField
              label={t('catalogue.maxPrice')}
              inputMode="numeric"
              value={filters.maxPriceEuros === null ? '' : String(filters.maxPriceEuros)}
              onChange={(text) => {
                const euros = Number.parseInt(text.replace(/\D/g, ''), 10);
                update({ maxPriceEuros: Number.isFinite(euros) && euros > 0 ? euros : null });
              }}
            />
            <Select
              label={t('catalogue.sort')}
              selectedKey={filters.sort}
              onSelectionChange={(key) =>
                update({ sort: sorts.find((sort) => sort === key) ?? 'name' })
              }
              options={sorts.map((sort) => ({ id: sort, label: t(sortLabels[sort]) }))}
            />
            <Button
              variant="outline"
              onPress={() => {
                setClears((count) => count + 1);
                update(cleared);
              }}
            >
              {t('catalogue.clear')}
            </Button>
          </Stack>
        </section>
        <section aria-labelledby="catalogue-results" className={styles.results}>
          <h2 id="catalogue-results" className={styles.heading}>
            {t('catalogue.resultsHeading')}
          </h2>
          <p role="status" className={styles.count}>
            {t('catalogue.count', { count: results.length })}
          </p>
          <ul className={styles.grid}>
            {results.slice(0, count).map((bike) => (
              <BikeCard key={bike.id} bike={bike} answers={answers} contribution={contribution} />
            ))}
          </ul>
          {results.length > count ? (
            <Button
              variant="outline"
              onPress={() => setShown({ key: filterKey, count: count + pageSize })}
            >
              {t('catalogue.more', { count: Math.min(pageSize, results.length - count) })}
            </Button>
          ) : null}
        </section>
      </div>
    </Stack>
  );
}

const cleared: Partial<Filters> = {
  categories: [],
  electric: null,
  frames: [],
  brand: null,
  maxPriceEuros: null,
  text: '',
};

const BikeCard = memo(function BikeCard({
  bike,
  answers,
  contribution,
}: {
  bike: Bike;
  answers: Questionnaire;
  contribution: CatalogueData['contribution'];
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const recommended = isRecommended(bike, answers);
  return (
    <li className={styles.card}>
      <div className={styles.illustration}>
        <BikeIllustration category={bike.category} />
      </div>
      <Stack gap="2">
        <h3 className={styles.cardTitle}>
          <Link href={`/bikes/${bike.id}`}>{`${bike.brand} ${bike.model}`}</Link>
        </h3>
        <Text variant="bodySmall">
          {t(categoryLabels[bike.category])}
          {recommended ? (
            <>
              {' '}
              <Badge tone="success">{t('catalogue.recommended')}</Badge>
            </>
          ) : null}
        </Text>
        <ul className={styles.figures}>
          <li>
            {t('catalogue.weight', {
              weight: formatNumber(bike.weightGrams / 1000, locale, { maximumFractionDigits: 1 }),
            })}
          </li>
          {bike.autonomyKm !== null && bike.motorPowerW !== null ? (
            <>
              <li>{t('catalogue.autonomy', { km: bike.autonomyKm })}</li>
              <li>{t('catalogue.motor', { watts: bike.motorPowerW })}</li>
            </>
          ) : (
            <li>{t('catalogue.noMotor')}</li>
          )}
        </ul>
        <Text>{t('catalogue.price', { price: formatMoney(bike.priceCents, locale) })}</Text>
        <RentFrom bikePriceCents={bike.priceCents} contribution={contribution} />
      </Stack>
    </li>
  );
});
