import type { Schemas } from '@velo/api-sdk';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { DescriptionList, DescriptionRow as Row } from '@velo/ui/DescriptionList';
import { Money } from '@velo/ui/Money';
import { Text } from '@velo/ui/Text';

/**
 * Why the extra contribution is due and how much (lease-design §2; spec section 9): the part of the
 * bike and equipment above the company's envelope, home delivery, the total; then paid or by when
 * (`withState`; the payment result pages say it themselves).
 */
export function ExtraContributionLines({
  extra,
  withState = true,
}: {
  extra: Schemas['ExtraContribution'];
  withState?: boolean;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const day = (at: string) =>
    formatDate(at, locale, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  if (extra.totalCents === 0) return <Text>{t('lease.extra.nothing')}</Text>;
  return (
    <>
      <DescriptionList aria-label={t('lease.extra.label')}>
        {extra.priceExcessCents > 0 ? (
          <Row term={t('lease.extra.priceExcess')}>
            <Money cents={extra.priceExcessCents} />
          </Row>
        ) : null}
        {extra.homeDeliveryCents > 0 ? (
          <Row term={t('lease.extra.homeDelivery')}>
            <Money cents={extra.homeDeliveryCents} />
          </Row>
        ) : null}
        <Row term={<strong>{t('lease.extra.total')}</strong>}>
          <Money cents={extra.totalCents} emphasis="strong" />
        </Row>
      </DescriptionList>
      {!withState ? null : extra.paidAt ? (
        <Text>{t('lease.extra.paidOn', { date: day(extra.paidAt) })}</Text>
      ) : extra.dueBy ? (
        <Text>{t('lease.extra.dueBy', { date: day(extra.dueBy) })}</Text>
      ) : (
        <Text>{t('lease.extra.later')}</Text>
      )}
    </>
  );
}
