import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { expect, personas, signInThroughApi, test } from './fixtures';

/**
 * /try-bike/:retailerPropositionId: the demo rider answers a store's proposal. Accepting and
 * declining change the seeded proposals, so each test first puts them back through the dev API's
 * dev-mode reset (same ids), and the file runs its tests one after the other.
 */
test.describe.configure({ mode: 'serial' });

/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

interface SeededProposals {
  pending: number;
  pendingToDecline: number;
  expired: number;
  otherRider: number;
}

async function resetProposals(request: APIRequestContext): Promise<SeededProposals> {
  const response = await request.post('http://127.0.0.1:4300/__dev/proposals/reset');
  expect(response.ok()).toBe(true);
  return (await response.json()) as SeededProposals;
}

async function openProposal(page: Page, id: number) {
  await signInThroughApi(page, personas.rider, `/rider/try-bike/${id}`);
}

let ids: SeededProposals;
test.beforeEach(async ({ request }) => {
  ids = await resetProposals(request);
});

test('the demo rider reads the store’s proposal and accepts it, in French', async ({ page }) => {
  await openProposal(page, ids.pending);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Proposition de Cycles du Marais' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre loyer mensuel' })).toBeVisible();
  await expect(page.getByText('Mois de loyer offerts')).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  await page.getByRole('button', { name: 'Accepter la proposition' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await confirm.getByRole('button', { name: 'Confirmer et envoyer ma demande' }).click();
  const success = page.getByText(
    'Proposition acceptée. Votre demande de location attend maintenant la validation de votre entreprise.',
  );
  await expect(success).toBeVisible();
  await expect(success.locator('xpath=ancestor-or-self::*[@role="status"]').first()).toBeFocused();
  await expect(page.getByRole('button', { name: 'Accepter la proposition' })).toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('in English, the proposal and its states have no axe violation', async ({ page }) => {
  await openProposal(page, ids.pending);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Proposal from Cycles du Marais' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your monthly rent' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  // Both dialogs, in English too.
  await page.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline the proposal' });
  await decline.getByRole('button', { name: 'Decline the proposal' }).click();
  await expect(decline.getByText('Choose a reason')).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Accept the proposal' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Accept this proposal?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);

  // A full load applies the profile's language again (spec section 4): switch once more.
  await page.goto(`/rider/try-bike/${ids.expired}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Proposition de/ })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText(/This proposal expired on/)).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  await page.goto(`/rider/try-bike/${ids.otherRider}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Proposition introuvable' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proposal not found' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('declining asks for a reason, says what is missing, then declines', async ({ page }) => {
  await openProposal(page, ids.pendingToDecline);
  await expect(page.getByRole('heading', { level: 1, name: /^Proposition de/ })).toBeVisible();
  await page.getByRole('button', { name: 'Décliner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Décliner la proposition' });
  await dialog.getByRole('button', { name: 'Décliner la proposition' }).click();
  await expect(dialog.getByText('Choisissez une raison')).toBeVisible();
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  await dialog.getByText('Autre raison', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Décliner la proposition' }).click();
  const comment = dialog.getByRole('textbox', { name: /Précisez votre réponse/ });
  await expect(comment).toBeFocused();
  // The message next to the field is its description (the Form's summary repeats it above).
  await expect(comment).toHaveAccessibleDescription(/Précisez la raison de votre refus/);
  await comment.fill('Je garde mon vélo actuel.');
  await dialog.getByRole('button', { name: 'Décliner la proposition' }).click();
  await expect(
    page.getByText('Vous avez décliné cette proposition. Le magasin en est informé.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Décliner' })).toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

/** Presses Tab until `target` has focus (at most 40 times), as a keyboard user moves through a page. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached with Tab');
}

test('with the keyboard alone: decline dialog, then accept', async ({ page }) => {
  await openProposal(page, ids.pending);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Proposition de Cycles du Marais' }),
  ).toBeVisible();

  // The decline dialog opens and closes with the keyboard; focus goes back to its button.
  const decline = page.getByRole('button', { name: 'Décliner' });
  await tabTo(page, decline);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Décliner la proposition' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(decline).toBeFocused();

  const accept = page.getByRole('button', { name: 'Accepter la proposition' });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: 'Confirmer et envoyer ma demande' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(
      'Proposition acceptée. Votre demande de location attend maintenant la validation de votre entreprise.',
    ),
  ).toBeVisible();
});
