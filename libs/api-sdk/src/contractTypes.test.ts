/**
 * Type-level tests: `npm run typecheck` (tsc) fails if a call outside the contract compiles, because
 * each `@ts-expect-error` then has no error to expect. The calls sit in functions that never run.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient } from './createApiClient';
import type { ApiResult, ErrorBody } from './result';
import type { Schemas } from './index';

const client = createApiClient({ baseUrl: 'https://velo.example' });
const registration: Schemas['RegistrationBody'] = {
  email: 'a@b.fr',
  password: 'velo-au-boulot',
  firstName: 'A',
  lastName: 'B',
  language: 'fr',
  termsAccepted: true,
  newsletterOptIn: false,
  marketingOptIn: false,
};

export function callsOutsideTheContract() {
  // @ts-expect-error: no such path in the contract
  void client.raw.GET('/api/unknown');
  // @ts-expect-error: /api/profile has no POST
  void client.raw.POST('/api/profile');
  // @ts-expect-error: login needs a password
  void client.raw.POST('/auth/login', { body: { email: 'a@b.fr' } });
  // @ts-expect-error: a field the contract does not declare
  void client.auth.login({ email: 'a@b.fr', password: 'x', captcha: 'x' });
  void client.auth.register({
    ...registration,
    // @ts-expect-error: registration must accept the terms (const true)
    termsAccepted: false,
  });
  void client.auth.register({
    ...registration,
    // @ts-expect-error: language is fr or en
    language: 'de',
  });
  // @ts-expect-error: the client id is a number
  void client.clients.get('7');
  // @ts-expect-error: the path parameter is required
  void client.raw.GET('/api/clients/{id}');
  // @ts-expect-error: getGroupList takes qName or groupClientId
  void client.auth.getGroupList({ like: 'Ly' });
  // @ts-expect-error: not both (the server answers 400)
  void client.auth.getGroupList({ qName: 'holding', groupClientId: 3 });
  // @ts-expect-error: the theme query is qName
  void client.raw.GET('/api/v2/client-themes/', { params: { query: { name: 'acme' } } });
  // @ts-expect-error: the theme path keeps its trailing slash (spec section 7)
  void client.raw.GET('/api/v2/client-themes', { params: { query: { qName: 'acme' } } });
}

export function moneyWithoutItsUnit(contribution: Schemas['EmployerContributionAndFmdValue']) {
  // @ts-expect-error: money fields say their unit, integer cents (…Cents)
  void contribution.monthlyEmployerContributionCap;
  return contribution.monthlyEmployerContributionCapCents;
}

describe('types generated from the contract', () => {
  it('types the results from the contract', () => {
    expectTypeOf(client.profile.get).returns.resolves.toEqualTypeOf<
      ApiResult<Schemas['Profile']>
    >();
    expectTypeOf<Schemas['Profile']['rights']>().toEqualTypeOf<Schemas['Right'][] | null>();
    expectTypeOf<Schemas['Profile']['role']>().toEqualTypeOf<
      'rider' | 'retailer' | 'leaser' | 'admin'
    >();
    expectTypeOf<Schemas['LoginResponse']['approvalRequestedAt']>().toEqualTypeOf<string | null>();
    expectTypeOf<ErrorBody['code']>().toEqualTypeOf<Schemas['ErrorCode']>();
    expectTypeOf<Schemas['MonthlyRent']['monthlyRentCents']>().toEqualTypeOf<number>();
    expectTypeOf<
      Schemas['EmployerContributionAndFmdValue']['monthlyEmployerContributionCapCents']
    >().toEqualTypeOf<number | null>();
    expectTypeOf(client.clients.getActiveCommercialOffer).returns.resolves.toEqualTypeOf<
      ApiResult<Schemas['CommercialOffer'] | null>
    >();
  });

  it('narrows a result by switching on it', () => {
    const describeResult = (result: ApiResult<Schemas['Profile']>): string => {
      if (result.ok) return result.data.role;
      switch (result.kind) {
        case 'http':
          expectTypeOf(result.error).toEqualTypeOf<ErrorBody | undefined>();
          return result.error?.code ?? String(result.status);
        case 'network':
          expectTypeOf(result.status).toEqualTypeOf<500>();
          return 'network';
        case 'aborted':
          expectTypeOf(result.status).toEqualTypeOf<0>();
          return 'aborted';
      }
    };
    expectTypeOf(describeResult).toBeFunction();
  });
});
