import { expect, personas, signInThroughApi, test } from './fixtures';

/**
 * Issue 15's acceptance: "a rider without rights gets the restricted page on every fleet route".
 * Camille (rider@acme.test) is an approved rider of Acme with no right: each fleet route of spec
 * section 2.2, opened from the address bar, shows the restricted page in place of the screen, and
 * none of the fleet calls is sent (the guard runs no loader it turns away). The API side, a manager of
 * another client refused on every fleet endpoint, is walked in tools/dev-api/tests/fleetRights.test.ts;
 * the restricted page's axe check in French and English is in a11y.spec.ts.
 */
test.describe.configure({ timeout: 120_000 });

const fleetRoutes = [
  '/dashboard',
  '/employees',
  '/invite',
  '/approve',
  '/pendingAgreements',
  '/signSpecificAgreements/1',
  '/exports',
  '/invoices',
  '/sites',
  '/sites/new',
  '/sites/1',
  '/sites/1/right/new',
];

/** The client calls every member makes (the home's offer, contribution and banner; the client). */
const memberRead =
  /^\/api\/(clients\/\d+|v2\/clients\/(\d+\/)?(commercial-offer\/\w+|employer-contribution-and-fmd-value|banner-link|groupClient\/subsidiaries))$/;

test('a rider without rights gets the restricted page on every fleet route, and no fleet call', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(v2\/)?clients/.test(pathname) && !memberRead.test(pathname)) calls.push(pathname);
  });
  await signInThroughApi(page, personas.rider);
  await expect(page).toHaveURL('http://127.0.0.1:4173/rider/');
  for (const route of fleetRoutes) {
    await page.goto(`/rider${route}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accès restreint' }),
      `${route} shows the restricted page`,
    ).toBeVisible();
    await expect(page).toHaveURL(`http://127.0.0.1:4173/rider${route}`);
  }
  expect(calls, 'no fleet call for a rider without rights').toEqual([]);
});
