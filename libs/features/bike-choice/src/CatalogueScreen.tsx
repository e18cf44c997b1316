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
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
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

/** How long typing must pause before the search text goes into the URL. */
export const searchSettleMs = 300;

/**
 * /bikes: the catalogue (spec sections 2.3 and 3). Filters live in the URL, so a filtered view can be
 * bookmarked, shared and restored with Back; the first visit after the questionnaire pre-filters it
 * with the answers, and bikes matching them are marked "Recommandé". The whole catalogue is loaded
 * and indexed once, then filtered in the page.
 *
 * A keystroke in the search box only updates the box's own state (the filter panel and the cards do
 * not render then); the cards follow in a deferred render React interrupts when the next keystroke
 * comes, only the visible page of cards is rendered and unchanged cards are not rendered again. The
 * text goes into the URL (replacing the entry) once typing pauses, on Enter, on leaving the box, or
 * with any other filter; the results count is announced then, not on every keystroke.
 */
export default function CatalogueScreen() {
  const t = useFormatMessage();
  const { bikes, brands, answers, contribution } = useLoaderData() as CatalogueData;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  // The filters but the text, the same object while only the text changes: the URL taking the typed
  // text does not render the filter panel or the cards again.
  const othersKey = paramsFrom({ ...filters, text: '' }).toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- othersKey is what `others` depends on
  const others = useMemo(() => ({ ...filters, text: '' }), [othersKey]);
  const indexed = useMemo(() => indexBikes(bikes), [bikes]);

  // What the box shows: every keystroke lands here at once, so none waits for the URL or is lost.
  const [text, setText] = useState(filters.text);
  // The text last written to the URL by this box: a URL text other than it came from elsewhere
  // (Back/forward, "clear", the pre-filter, a link) and replaces what the box shows.
  const committed = useRef(filters.text);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (filters.text === committed.current) return;
    clearTimeout(timer.current);
    committed.current = filters.text;
    setText(filters.text);
  }, [filters.text]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The app moves focus to the page title after every navigation (RiderLayout); a filter written
  // into the URL is not a new page: focus goes back to the control the rider is using, so the next
  // keystroke still lands in the search box.
  const title = useRef<HTMLHeadingElement>(null);
  const keepFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const heading = title.current;
    if (!heading) return;
    const giveBack = () => {
      const control = keepFocus.current;
      keepFocus.current = null;
      if (control?.isConnected) control.focus({ preventScroll: true });
    };
    heading.addEventListener('focus', giveBack);
    return () => heading.removeEventListener('focus', giveBack);
  }, []);
  useEffect(() => {
    const forget = setTimeout(() => (keepFocus.current = null));
    return () => clearTimeout(forget);
  }, [params]);

  const update = useCallback(
    (change: Partial<Filters>) => {
      clearTimeout(timer.current);
      const active = document.activeElement;
      keepFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
      markPrefilled();
      const next = { ...others, text: committed.current, ...change };
      committed.current = next.text;
      setParams(paramsFrom(next), { replace: true });
    },
    [others, setParams],
  );
  const clearText = useCallback(() => {
    clearTimeout(timer.current);
    setText('');
  }, []);
  // The box's text goes into the URL now (the other filters as they are).
  const commitText = (value: string) => {
    clearTimeout(timer.current);
    if (value !== filters.text) update({ text: value });
  };
  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commitText(value), searchSettleMs);
  };

  // The cards follow the typed text in a render React can interrupt when the next keystroke comes.
  const shownText = useDeferredValue(text);
  const results = useMemo(
    () => applyFilters(indexed, { ...others, text: shownText }),
    [indexed, others, shownText],
  );
  // The count is announced once the text has settled (it is in the URL and the cards show it).
  const settled = filters.text === shownText && shownText === text;
  const [announced, setAnnounced] = useState(results.length);
  if (settled && announced !== results.length) setAnnounced(results.length);

  const [shown, setShown] = useState({ key: '', count: pageSize });
  const filterKey = paramsFrom({ ...others, text: shownText, sort: 'name' }).toString();
  const count = shown.key === filterKey ? shown.count : pageSize;
  const more = useCallback(
    () => setShown({ key: filterKey, count: count + pageSize }),
    [filterKey, count],
  );

  // The first visit after the questionnaire: its answers become the filters (kept in the URL).
  useEffect(() => {
    if (params.size > 0 || readPrefilled()) return;
    const suggested = filtersFromAnswers(answers);
    if (!suggested) return;
    markPrefilled();
    setParams(paramsFrom(suggested), { replace: true });
  }, [answers, params, setParams]);

  return (
    <Stack gap="5">
      <PageTitle ref={title}>{t('catalogue.title')}</PageTitle>
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
              label={t('catalogue.search')}
              type="search"
              value={text}
              onChange={onType}
              onBlur={() => commitText(text)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitText(text);
                else event.continuePropagation();
              }}
            />
            <OtherFilters filters={others} brands={brands} update={update} onClear={clearText} />
          </Stack>
        </section>
        <section aria-labelledby="catalogue-results" className={styles.results}>
          <h2 id="catalogue-results" className={styles.heading}>
            {t('catalogue.resultsHeading')}
          </h2>
          <p role="status" className={styles.count}>
            {t('catalogue.count', { count: announced })}
          </p>
          <Results
            results={results}
            count={count}
            answers={answers}
            contribution={contribution}
            onMore={more}
          />
        </section>
      </div>
    </Stack>
  );
}

/** The filters other than the text: not rendered again while the rider types. */
const OtherFilters = memo(function OtherFilters({
  filters,
  brands,
  update,
  onClear,
}: {
  filters: Filters;
  brands: readonly string[];
  update: (change: Partial<Filters>) => void;
  onClear: () => void;
}) {
  const t = useFormatMessage();
  return (
    <>
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
        onSelectionChange={(key) => update({ frames: frameTypes.filter((frame) => frame === key) })}
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
        onSelectionChange={(key) => update({ sort: sorts.find((sort) => sort === key) ?? 'name' })}
        options={sorts.map((sort) => ({ id: sort, label: t(sortLabels[sort]) }))}
      />
      <Button
        variant="outline"
        onPress={() => {
          onClear();
          update(cleared);
        }}
      >
        {t('catalogue.clear')}
      </Button>
    </>
  );
});

/** The visible page of cards; rendered again only when the results or the page change. */
const Results = memo(function Results({
  results,
  count,
  answers,
  contribution,
  onMore,
}: {
  results: readonly Bike[];
  count: number;
  answers: Questionnaire;
  contribution: CatalogueData['contribution'];
  onMore: () => void;
}) {
  const t = useFormatMessage();
  return (
    <>
      <ul className={styles.grid}>
        {results.slice(0, count).map((bike) => (
          <BikeCard key={bike.id} bike={bike} answers={answers} contribution={contribution} />
        ))}
      </ul>
      {results.length > count ? (
        <Button variant="outline" onPress={onMore}>
          {t('catalogue.more', { count: Math.min(pageSize, results.length - count) })}
        </Button>
      ) : null}
    </>
  );
});

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
