import { formatMoney, useFormatMessage, useLocale } from '@velo/i18n';
import { Text } from '@velo/ui/Text';
import { useLeaseQuote, type LeaseFigures } from './useLeaseQuote';

export type RentFromProps = Pick<LeaseFigures, 'bikePriceCents' | 'contribution'>;

/**
 * The catalogue card's line "À partir de 108,20 €/mois, votre part 54,10 €": the monthly rent of the
 * bike alone (equipment adds to it, hence "from") and the rider's share after the employer's
 * contribution. Without a known contribution, the rent alone.
 */
export function RentFrom({ bikePriceCents, contribution }: RentFromProps) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { rent, monthly } = useLeaseQuote({ bikePriceCents, contribution });
  const rentText = formatMoney(rent.rentCents, locale);
  return (
    <Text variant="bodyStrong">
      {contribution
        ? t('leasing.rentFrom', { rent: rentText, share: formatMoney(monthly.riderCents, locale) })
        : t('leasing.rentFromNoShare', { rent: rentText })}
    </Text>
  );
}
