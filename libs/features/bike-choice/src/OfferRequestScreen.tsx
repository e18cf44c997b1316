import { useSubmission } from '@velo/data';
import { formatMoney, useFormatMessage, useLocale, type MessageId } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Checkbox } from '@velo/ui/Checkbox';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Select } from '@velo/ui/Select';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextArea } from '@velo/ui/TextArea';
import { useForm } from '@velo/validation';
import { useEffect, useRef, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import { choiceQuery, saveChoice, type BikeChoice } from './bikeChoice';
import * as styles from './CatalogueScreen.css';
import { UnknownBike } from './UnknownBike';
import type { OfferData, OfferOutcome, OfferRequestInput } from './data';
import type { OfferValues } from './offerRules';

/** The rules load with the form's first check, keeping zod out of the screen's chunk. */
const rules = async () => (await import('./offerRules')).offerRules;

/** The server's verdict on a field (400), as the message shown at that field. */
const serverErrors: [string, keyof OfferValues & string, MessageId][] = [
  ['body.storeId', 'storeId', 'catalogue.offer.errors.storeUnavailable'],
  ['body.sizeId', 'sizeId', 'catalogue.offer.errors.size'],
  ['body.message', 'message', 'catalogue.offer.errors.messageBlank'],
];

/**
 * /bikes/:bikeId/offer (issue 28): the rider asks a partner store that offers the bike for an offer,
 * with the size and equipment chosen on the bike's page (the address carries them, and changes here
 * go back to the bike's page). Once sent, the store's proposal, when it has answered, is a link away
 * (/try-bike/:id). An unknown bike shows the screen's empty state.
 */
export default function OfferRequestScreen() {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { bike, stores, choice } = useLoaderData() as OfferData;
  const sizeIds = new Set(bike?.sizes.map((size) => size.id));
  const equipmentIds = new Set(bike?.equipment.map((item) => item.id));
  const form = useForm<OfferValues>(rules, {
    storeId: stores.length === 1 ? String(stores[0]!.id) : '',
    sizeId:
      choice.sizeId !== null && sizeIds.has(choice.sizeId)
        ? String(choice.sizeId)
        : bike?.sizes.length === 1
          ? String(bike.sizes[0]!.id)
          : '',
    equipmentIds: choice.equipmentIds.filter((id) => equipmentIds.has(id)),
    message: '',
  });
  const { submit, pending, outcome } = useSubmission<OfferOutcome>();
  const { setServerError } = form;
  const sentRef = useRef<HTMLDivElement>(null);
  const sizesRef = useRef<HTMLDivElement>(null);
  const storeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!outcome) return;
    if (outcome.sent) {
      sentRef.current?.focus();
      return;
    }
    for (const [field, name, message] of serverErrors) {
      if (outcome.fields.includes(field)) setServerError(name, message);
    }
  }, [outcome, setServerError]);

  if (!bike) return <UnknownBike />;

  const name = `${bike.brand} ${bike.model}`;
  const current: BikeChoice = {
    height: choice.height,
    sizeId: form.values.sizeId === '' ? null : Number(form.values.sizeId),
    equipmentIds: form.values.equipmentIds,
  };
  const backHref = `/bikes/${bike.id}${choiceQuery(current)}`;
  // A change here is the rider's choice on the bike's page too.
  const chooseSize = (value: string) => {
    form.setValue('sizeId', value);
    saveChoice(bike.id, { ...current, sizeId: value === '' ? null : Number(value) });
  };
  const chooseEquipment = (ids: number[]) => {
    form.setValue('equipmentIds', ids);
    saveChoice(bike.id, { ...current, equipmentIds: ids });
  };
  const sizeLabel = (label: string) => (label === 'unique' ? t('catalogue.bike.oneSize') : label);

  if (outcome?.sent) {
    return (
      <Stack gap="5">
        <Link href={backHref}>{t('catalogue.offer.backToBike', { name })}</Link>
        <PageTitle>{t('catalogue.offer.title', { name })}</PageTitle>
        <InlineAlert tone="success" role="status" ref={sentRef}>
          {t('catalogue.offer.sent', { store: outcome.storeName })}{' '}
          {outcome.proposalId === null
            ? t('catalogue.offer.waiting')
            : t('catalogue.offer.answered', { store: outcome.storeName })}
        </InlineAlert>
        {outcome.proposalId === null ? null : (
          <Link variant="standalone" href={`/try-bike/${outcome.proposalId}`}>
            {t('catalogue.offer.seeProposal', { store: outcome.storeName })}
          </Link>
        )}
        <Link variant="standalone" href="/bikes">
          {t('catalogue.bike.back')}
        </Link>
      </Stack>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!(await form.validateForSubmit())) {
      // A select and a radio group carry their invalid state on the group: focus goes to the first
      // one to fix (WCAG 3.3.1).
      const target = !form.values.storeId
        ? storeRef.current?.querySelector<HTMLElement>('button')
        : !form.values.sizeId
          ? sizesRef.current?.querySelector<HTMLElement>('input')
          : null;
      if (target) setTimeout(() => target.focus(), 0);
      return;
    }
    const message = form.values.message.trim();
    const body: OfferRequestInput = {
      storeId: Number(form.values.storeId),
      bikeModelId: bike.id,
      sizeId: Number(form.values.sizeId),
      equipmentIds: form.values.equipmentIds,
      ...(message ? { message } : {}),
    };
    void submit({ ...body });
  };

  const store = form.textField('storeId');
  const size = form.textField('sizeId');

  return (
    <Stack gap="5">
      <Link href={backHref}>{t('catalogue.offer.backToBike', { name })}</Link>
      <PageTitle>{t('catalogue.offer.title', { name })}</PageTitle>
      <Text>{t('catalogue.offer.intro')}</Text>
      {outcome &&
      !outcome.sent &&
      outcome.reason === 'rejected' &&
      !serverErrors.some(([field]) => outcome.fields.includes(field)) ? (
        <InlineAlert tone="error" role="alert">
          {t('catalogue.offer.errors.refused')}
        </InlineAlert>
      ) : null}
      {stores.length === 0 ? (
        <InlineAlert tone="information">{t('catalogue.offer.noStore')}</InlineAlert>
      ) : (
        <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)}>
          <div ref={storeRef}>
            <Select
              name="storeId"
              label={t('catalogue.offer.store')}
              description={t('catalogue.offer.storeHelp', { count: stores.length })}
              options={stores.map((option) => ({
                id: String(option.id),
                label: t('catalogue.offer.storeOption', {
                  name: option.name,
                  postalCode: option.postalCode,
                  city: option.city,
                }),
              }))}
              selectedKey={form.values.storeId || null}
              onSelectionChange={(key) => form.setValue('storeId', key === null ? '' : String(key))}
              isInvalid={store.isInvalid}
              {...(store.errorMessage ? { errorMessage: store.errorMessage } : {})}
              isRequired
            />
          </div>
          <div ref={sizesRef}>
            <RadioGroup
              name="sizeId"
              label={t('catalogue.bike.size')}
              value={form.values.sizeId || null}
              onChange={chooseSize}
              isInvalid={size.isInvalid}
              {...(size.errorMessage ? { errorMessage: size.errorMessage } : {})}
              isRequired
              options={bike.sizes.map((option) => ({
                value: String(option.id),
                label: t('catalogue.bike.sizeRange', {
                  size: sizeLabel(option.label),
                  min: option.minHeightCm,
                  max: option.maxHeightCm,
                }),
              }))}
            />
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('catalogue.bike.equipment')}</legend>
            <div className={styles.checkboxes}>
              {bike.equipment.map((item) => (
                <Checkbox
                  key={item.id}
                  isSelected={form.values.equipmentIds.includes(item.id)}
                  onChange={(selected) =>
                    chooseEquipment(
                      selected
                        ? [...form.values.equipmentIds, item.id]
                        : form.values.equipmentIds.filter((id) => id !== item.id),
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
          </fieldset>
          <TextArea
            {...form.textField('message')}
            label={t('catalogue.offer.message')}
            description={t('catalogue.offer.messageHelp')}
            maxLength={500}
            rows={4}
            countText={(count, max) => t('catalogue.offer.messageCount', { count, max })}
          />
          <div>
            <Button type="submit" isLoading={pending}>
              {t('catalogue.offer.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Stack>
  );
}
