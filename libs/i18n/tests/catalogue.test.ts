import { describe, expect, it } from 'vitest';
import { catalogueMessageIds, fullCatalogues } from '../src/catalogue';
import { catalogueProblems } from '../src/checks';
import { catalogueLocales, readCatalogue, staleGeneratedFiles } from '../scripts/compileMessages';

const frSource = readCatalogue('fr');
const enSource = readCatalogue('en');

const { fr, en } = fullCatalogues;

describe('catalogues', () => {
  it('have the same ids in French and English, French typography and complete plurals', () => {
    const problems = catalogueProblems({
      frSource: Object.fromEntries(
        Object.entries(frSource).map(([id, e]) => [id, e.defaultMessage]),
      ),
      fr,
      en,
    });
    expect(problems).toEqual([]);
    expect(Object.keys(enSource).sort()).toEqual(Object.keys(frSource).sort());
  });

  it('give every message a dotted id, a text and a description for translators', () => {
    for (const locale of catalogueLocales) {
      for (const [id, entry] of Object.entries(readCatalogue(locale))) {
        expect(id, id).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/);
        expect(entry.defaultMessage.trim(), `${locale} ${id}`).not.toBe('');
        expect(entry.description.trim(), `${locale} ${id}`).not.toBe('');
      }
    }
  });

  it('ship the precompiled ASTs of the current catalogues (generated files are not stale)', () => {
    expect(staleGeneratedFiles()).toEqual([]);
    expect(Object.keys(fr).sort()).toEqual(Object.keys(frSource).sort());
  });

  it('lists the same ids through @velo/i18n/catalogue (what libs/validation checks against)', () => {
    expect([...catalogueMessageIds.fr].sort()).toEqual(Object.keys(frSource).sort());
    expect([...catalogueMessageIds.en].sort()).toEqual(Object.keys(enSource).sort());
  });

  it.each([
    ['maintenance.title', 'Le site est en cours de maintenance'],
    ['maintenance.subtitle', 'Nous vous invitons à revenir dans quelques minutes'],
    ['maintenance.refresh', 'Actualiser'],
    ['errors.default', 'Une erreur est survenue'],
    ['auth.resetPassword.title', 'Définissez un nouveau mot de passe'],
    ['auth.resetPassword.submit', 'Valider'],
    ['auth.login.email', 'Adresse e-mail'],
    ['auth.login.password', 'Mot de passe'],
    ['auth.login.rememberMe', 'Se souvenir de moi'],
    ['auth.login.forgotPassword', 'Mot de passe oublié\u202f?'],
    ['auth.login.submit', 'Se connecter'],
    ['locale.fr', 'Français'],
    ['locale.en', 'English'],
  ])('keeps the spec wording of %s', (id, text) => {
    expect(frSource[id]?.defaultMessage).toBe(text);
  });

  it('translates into English rather than copying the French', () => {
    // Language names are written in their own language; "Menu" and "Navigation" are spelt the same.
    const sameInBoth = new Set(['nav.menu', 'nav.menuTitle']);
    const copied = Object.keys(frSource).filter(
      (id) =>
        !id.startsWith('locale.') &&
        !sameInBoth.has(id) &&
        frSource[id]?.defaultMessage === enSource[id]?.defaultMessage,
    );
    expect(copied).toEqual([]);
  });

  /** Spec section 8, "User-visible texts" and the messages of the HTTP layer, in the spec's order. */
  it.each([
    ['login info incorrect', 'auth.login.errors.incorrect'],
    ['invalid email or password', 'auth.login.errors.invalidCredentials'],
    ['error during login', 'auth.login.errors.generic'],
    ['error occurred, try again later', 'errors.tryAgainLater'],
    ['contact customer service', 'errors.contactCustomerService'],
    ['error during payment of subsidy', 'payment.errors.subsidy'],
    ['payment failed', 'payment.errors.failed'],
    ['payment deadline exceeded, contact support', 'payment.errors.deadlineExceeded'],
    ['deletion impossible, contact us', 'account.errors.deletionImpossible'],
    ['test ride request cannot be validated, try later', 'tryBike.errors.requestNotValidated'],
    ['information cannot be read automatically, enter manually', 'documents.errors.unreadable'],
    [
      'too many attempts, wait a moment or use forgot password',
      'auth.login.errors.tooManyAttempts',
    ],
    ['company does not allow work-email login', 'auth.login.errors.workEmailNotAllowed'],
    ['registrations on hold', 'auth.registration.errors.onHold'],
    ['no partner stores near you', 'stores.errors.noneNearby'],
    ['default error', 'errors.default'],
    // The HTTP layer's "Network Error", "Request aborted" and "timeout of N ms exceeded" are not
    // in the catalogue: no user ever reads them. A request that gets no answer becomes the
    // synthetic 500 (spec section 8), which the rider sees as the default error; an aborted
    // request is the app's own (a navigation away) and shows nothing; and the HTTP layer has no
    // time-out (spec section 7, "There is no default timeout").
    ['Request failed with status code N', 'errors.http.status'],
  ])('has section 8 "%s" as %s in both languages', (_text, id) => {
    expect(frSource[id]?.defaultMessage).toBeTruthy();
    expect(enSource[id]?.defaultMessage).toBeTruthy();
  });
});
