/**
 * The onboarding rows of the lease journey's personas (issue 13, lease-design §6), seeded after the
 * journey seed (leaseJourneySeed.ts) made their users and lease requests:
 * - signature@acme.test, Thomas Lefèvre (contract signed by Acme): personal information filled,
 *   the charter and the bank details still to do;
 * - paiement@acme.test, Manon Rousseau, and livre@acme.test, Antoine Fabre (voucher signed): everything
 *   filled and signed, with the signature's evidence dated when their request was signed.
 * Realistic French data, fixed (no randomness: every fresh database holds the same rows); the demo
 * IBANs are valid (check digits and French RIB key), of accounts that do not exist.
 */
import type { Database, Queryable } from './db.ts';
import { maskPhone } from './onboarding.ts';
import { recordSignature } from './signature.ts';

export const onboardingSeedVersion = 'seed:onboarding-v1';

interface OnboardingPersona {
  email: string;
  personal: {
    birthDate: string;
    birthPlace: string;
    nationality: string;
    address: string;
    additionalAddress: string | null;
    postalCode: string;
    city: string;
    gender: 'man' | 'woman';
    heightCm: number;
  };
  /** The charter, bank details and signature, for the personas past the voucher's signature. */
  signed?: {
    iban: string;
    bic: string;
    userAgent: string;
    ip: string;
  };
}

export const onboardingPersonas: OnboardingPersona[] = [
  {
    email: 'signature@acme.test',
    personal: {
      birthDate: '1988-06-14',
      birthPlace: 'Nantes',
      nationality: 'FR',
      address: '18 rue des Trois Frères',
      additionalAddress: 'Bâtiment B, 3e étage',
      postalCode: '75018',
      city: 'Paris',
      gender: 'man',
      heightCm: 181,
    },
  },
  {
    email: 'paiement@acme.test',
    personal: {
      birthDate: '1993-02-27',
      birthPlace: 'Lyon',
      nationality: 'FR',
      address: '7 avenue Jean Jaurès',
      additionalAddress: null,
      postalCode: '92130',
      city: 'Issy-les-Moulineaux',
      gender: 'woman',
      heightCm: 167,
    },
    signed: {
      iban: 'FR7630004008190001234567879',
      bic: 'BNPAFRPP',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ip: '203.0.113.24',
    },
  },
  {
    email: 'livre@acme.test',
    personal: {
      birthDate: '1985-10-03',
      birthPlace: 'Bordeaux',
      nationality: 'FR',
      address: '42 boulevard Voltaire',
      additionalAddress: 'Appartement 12',
      postalCode: '75011',
      city: 'Paris',
      gender: 'man',
      heightCm: 176,
    },
    signed: {
      iban: 'FR7620041010050500013260210',
      bic: 'PSSTFRPPPAR',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ip: '198.51.100.73',
    },
  },
];

/** Riders whose onboarding the journey reset puts back (the e2e rider starts from nothing). */
export const onboardingResetEmails = [
  ...onboardingPersonas.map((persona) => persona.email),
  'parcours@acme.test',
];

interface PersonaUser {
  id: number;
  first_name: string;
  last_name: string;
  mobile_phone: string | null;
  created_at: Date;
  lease_id: number | null;
  voucher_signed_at: Date | null;
}

async function seedPersonas(db: Queryable): Promise<void> {
  for (const persona of onboardingPersonas) {
    const { rows } = await db.query<PersonaUser>(
      `select u.id, u.first_name, u.last_name, u.mobile_phone, u.created_at,
              l.id as lease_id, l.voucher_signed_at
         from users u
         left join lateral (select id, voucher_signed_at from leases
                             where user_id = u.id and proposition_id is not null
                             order by created_at desc, id desc limit 1) l on true
        where u.email = $1`,
      [persona.email],
    );
    const user = rows[0];
    // Without the journey's personas (a database seeded before them), nothing to add.
    if (!user) continue;
    const p = persona.personal;
    // Filled a few days after the account was created.
    const filledAt = new Date(user.created_at.getTime() + 3 * 24 * 3_600_000);
    await db.query(
      `insert into rider_onboarding (user_id, birth_date, birth_place, nationality, address,
                                     additional_address, postal_code, city, gender, height_cm, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        user.id,
        p.birthDate,
        p.birthPlace,
        p.nationality,
        p.address,
        p.additionalAddress,
        p.postalCode,
        p.city,
        p.gender,
        p.heightCm,
        filledAt,
      ],
    );
    const signed = persona.signed;
    if (!signed || user.lease_id === null || user.voucher_signed_at === null) continue;
    // The rider filled the charter and the mandate the day before signing, then signed by SMS code.
    const signedAt = user.voucher_signed_at;
    const dayBefore = new Date(signedAt.getTime() - 24 * 3_600_000);
    await db.query(
      `update rider_onboarding set commuting_attested = true, rules_accepted = true,
              charter_attested_at = $2 where user_id = $1`,
      [user.id, dayBefore],
    );
    const day = dayBefore.toISOString().slice(0, 10).replaceAll('-', '');
    await db.query(
      `insert into rider_bank_details (user_id, iban, bic, holder_name, mandate_reference, updated_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        user.id,
        signed.iban,
        signed.bic,
        `${user.first_name} ${user.last_name}`,
        `VELO-RUM-${String(user.id).padStart(6, '0')}-${day}`,
        dayBefore,
      ],
    );
    const codeSentAt = new Date(signedAt.getTime() - 95_000);
    await recordSignature(db, {
      userId: user.id,
      leaseId: user.lease_id,
      signedAt,
      codeSentAt,
      consentAt: codeSentAt,
      maskedPhone: maskPhone(user.mobile_phone ?? ''),
      consents: { electronicSignature: true },
      ip: signed.ip,
      userAgent: signed.userAgent,
    });
  }
}

/** Seeds once (after the lease journey's seed); returns whether it did. */
export async function seedOnboarding(db: Database): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [
    onboardingSeedVersion,
  ]);
  if (done.rows.length > 0) return false;
  await db.transaction(async (tx) => {
    await seedPersonas(tx);
    await tx.query('insert into schema_migrations (name) values ($1)', [onboardingSeedVersion]);
  });
  return true;
}

/**
 * Dev mode only, inside the journey reset's transaction after its personas' requests were seeded
 * again: their onboarding back to its seeded state (the e2e rider's emptied, the others' seeded).
 */
export async function resetOnboardingPersonas(tx: Queryable): Promise<void> {
  const users = `(select id from users where email = any($1::text[]))`;
  await tx.query(`delete from rider_onboarding where user_id in ${users}`, [onboardingResetEmails]);
  await tx.query(`delete from rider_bank_details where user_id in ${users}`, [
    onboardingResetEmails,
  ]);
  await tx.query(`delete from signature_codes where user_id in ${users}`, [onboardingResetEmails]);
  await seedPersonas(tx);
}
