import { useFormatMessage } from '@velo/i18n';
import { featureFlags } from '@velo/site-config';
import { Card } from '@velo/ui/Card';
import { Link } from '@velo/ui/Link';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';

export interface SponsorshipLinksProps {
  /**
   * The sponsorship offer the rider's company runs today (`getSponsorshipCommercialOffer`), or null
   * when it runs none: no sponsorship link then.
   */
  offer: { monthsOfFreeRent: number } | null;
  /**
   * The sports-retailer bike check's feature flag (spec section 1): off, no link to /bikeCheck.
   * @default featureFlags.sportsRetailerBikeCheck of `@velo/site-config`
   */
  bikeCheck?: boolean;
  /** The heading level that fits the page outline (RGAA 9.1). @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * Where a rider finds sponsorship and the bike check (home, /my-rent): a card that says what the
 * company's sponsorship offer gives and links /sponsorship while it runs, and links /bikeCheck while
 * the sports-retailer flag is on (spec section 1). Neither: nothing is drawn. The links are the
 * routes of spec section 2.2, the same in every app that shows the card.
 */
export function SponsorshipLinks({
  offer,
  bikeCheck = featureFlags.sportsRetailerBikeCheck,
  headingLevel = 2,
}: SponsorshipLinksProps) {
  const t = useFormatMessage();
  if (!offer && !bikeCheck) return null;
  const title = !offer
    ? t('leasing.extras.bikeCheckTitle')
    : !bikeCheck
      ? t('leasing.extras.sponsorshipTitle')
      : t('leasing.extras.title');
  return (
    <Card title={title} headingLevel={headingLevel}>
      <Stack gap="4">
        {offer ? (
          <Stack gap="2">
            <Text>{t('leasing.extras.sponsorship', { months: offer.monthsOfFreeRent })}</Text>
            <Link variant="standalone" href="/sponsorship">
              {t('leasing.extras.sponsorshipLink')}
            </Link>
          </Stack>
        ) : null}
        {bikeCheck ? (
          <Stack gap="2">
            <Text>{t('leasing.extras.bikeCheck')}</Text>
            <Link variant="standalone" href="/bikeCheck">
              {t('leasing.extras.bikeCheckLink')}
            </Link>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
