import { apiOrigin, expect, logIn, personas, test } from './fixtures';

test.describe('each persona signs in and lands where the specification says', () => {
  test('an approved rider lands on home with the company offer', async ({ page }) => {
    await page.goto('/rider/login');
    await logIn(page, personas.rider);
    await expect(page).toHaveURL(/\/rider\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'L’offre de votre entreprise' })).toBeVisible();
    await expect(
      page.getByText('Votre employeur prend en charge 50 % du loyer mensuel.'),
    ).toBeVisible();
    // The client theme of spec section 3 is applied after login (primary shade variables set).
    const themed = await page.evaluate(() => document.documentElement.style.length > 0);
    expect(themed).toBe(true);
  });

  test('a pending rider sees the restricted page on a restricted route', async ({ page }) => {
    await page.goto('/rider/login');
    await logIn(page, personas.pending);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Lucas' })).toBeVisible();
    await expect(
      page.getByText('Votre demande d’accès a été envoyée le', { exact: false }),
    ).toBeVisible();
    await page.goto('/rider/invite');
    await expect(page.getByRole('heading', { level: 1, name: 'Accès restreint' })).toBeVisible();
  });

  test('a fleet manager sees the fleet dashboard link and may open restricted routes', async ({
    page,
  }) => {
    await page.goto('/rider/login');
    await logIn(page, personas.manager);
    await expect(page.getByRole('link', { name: 'Tableau de bord de la flotte' })).toBeVisible();
    await page.getByRole('link', { name: 'Tableau de bord de la flotte' }).click();
    await expect(page).toHaveURL(/\/rider\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tableau de bord de la flotte' }),
    ).toBeVisible();
  });

  test('a group client is redirected to /group-affiliated', async ({ page }) => {
    await page.goto('/rider/login');
    await logIn(page, personas.group);
    await expect(page).toHaveURL(/\/rider\/group-affiliated$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre groupe' })).toBeVisible();
    await expect(page.getByText('Holding Atlantique Nantes')).toBeVisible();
    await page.goto('/rider/profile');
    await expect(page).toHaveURL(/\/rider\/group-affiliated$/);
  });

  test('a retailer sees the wrong-connection page and can sign out', async ({ page }) => {
    await page.goto('/rider/login');
    await logIn(page, personas.retailer);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Vous êtes connecté avec un autre type de compte',
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await expect(page).toHaveURL(/\/rider\/login/);
  });
});

test.describe('the fleet manager’s own lease request (spec section 6)', () => {
  test('is approved at once: the proposal and the journey say so, the equipment comes next', async ({
    page,
    request,
  }) => {
    // Sophie's seeded proposal from a store, pending again (its lease request deleted).
    const reset = await request.post(`${apiOrigin}/__dev/proposals/reset`);
    expect(reset.ok()).toBe(true);
    const { otherRider } = (await reset.json()) as { otherRider: number };
    try {
      await page.goto('/rider/login');
      await logIn(page, personas.manager);
      await expect(page).toHaveURL(/\/rider\/$/);
      await page.goto(`/rider/try-bike/${otherRider}`);
      await page.getByRole('button', { name: 'Accepter la proposition' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByText(/sera approuvée aussitôt/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirmer et envoyer ma demande' }).click();
      await expect(
        page.getByText('Proposition acceptée. Votre demande de location est approuvée', {
          exact: false,
        }),
      ).toBeVisible();
      await expect(page.getByText(/attend maintenant la validation/)).toHaveCount(0);

      await page.getByRole('link', { name: 'Suivre ma demande', exact: true }).click();
      await expect(page).toHaveURL(/\/rider\/my-offer$/);
      const validation = page
        .getByRole('list', { name: 'Étapes de votre location' })
        .getByRole('listitem')
        .filter({ hasText: 'Validation par votre entreprise' });
      await expect(validation).toContainText('Terminée');
      // No wait for the employer: the one thing to do now is the rider's own.
      await expect(
        page.getByRole('button', { name: 'Confirmer mon choix d’équipement' }),
      ).toBeVisible();
    } finally {
      await request.post(`${apiOrigin}/__dev/proposals/reset`);
    }
  });
});
