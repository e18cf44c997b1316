/**
 * Choosing a bike (issue 12): the signed-in rider's commute questionnaire, the bike catalogue with its
 * filters and facets, one bike with its sizes and equipment, and the equipment list.
 */
import { idParam, requireUser } from '../access.ts';
import { bikeCategories } from '../catalogueSeed.ts';
import { noContent, ok, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { notFound, validationFailed } from '../errors.ts';

// ---------------------------------------------------------------------------------------------
// Questionnaire

/** API field → column, in the order of the stepper. */
const answerColumns = {
  currentTransport: 'current_transport',
  distanceBand: 'distance_band',
  commuteTimeBand: 'commute_time_band',
  electricAssistance: 'electric_assistance',
  frameType: 'frame_type',
  brandPreferences: 'brand_preferences',
  contactPreference: 'contact_preference',
} as const;
type AnswerField = keyof typeof answerColumns;
const answerFields = Object.keys(answerColumns) as AnswerField[];

interface QuestionnaireRow {
  current_transport: string | null;
  distance_band: string | null;
  commute_time_band: string | null;
  electric_assistance: string | null;
  frame_type: string | null;
  brand_preferences: string[] | null;
  contact_preference: string | null;
  completed_at: Date | null;
  updated_at: Date | null;
}

const emptyQuestionnaire = {
  currentTransport: null,
  distanceBand: null,
  commuteTimeBand: null,
  electricAssistance: null,
  frameType: null,
  brandPreferences: null,
  contactPreference: null,
  completedAt: null,
  updatedAt: null,
};

const questionnaireBody = (row: QuestionnaireRow | undefined) =>
  row === undefined
    ? emptyQuestionnaire
    : {
        currentTransport: row.current_transport,
        distanceBand: row.distance_band,
        commuteTimeBand: row.commute_time_band,
        electricAssistance: row.electric_assistance,
        frameType: row.frame_type,
        brandPreferences: row.brand_preferences,
        contactPreference: row.contact_preference,
        completedAt: row.completed_at?.toISOString() ?? null,
        updatedAt: row.updated_at?.toISOString() ?? null,
      };

async function readQuestionnaire(db: Queryable, userId: number) {
  const { rows } = await db.query<QuestionnaireRow>(
    'select * from commute_questionnaires where user_id = $1',
    [userId],
  );
  return questionnaireBody(rows[0]);
}

/** Preferred brands must be brands of the catalogue (400 naming each unknown one). */
async function checkBrands(db: Queryable, brands: unknown): Promise<void> {
  if (!Array.isArray(brands) || brands.length === 0) return;
  const { rows } = await db.query<{ brand: string }>(
    'select distinct brand from bike_models where brand = any($1::text[])',
    [brands],
  );
  const known = new Set(rows.map((row) => row.brand));
  const unknown = (brands as string[])
    .map((brand, index) => ({ brand, index }))
    .filter(({ brand }) => !known.has(brand));
  if (unknown.length > 0) {
    throw validationFailed(
      unknown.map(({ index }) => ({
        field: `body.brandPreferences[${index}]`,
        message: 'is not a brand of the catalogue',
      })),
    );
  }
}

/** Inserts or updates the given answers; `completed` stamps the completion date. */
async function upsertAnswers(
  db: Queryable,
  userId: number,
  answers: Partial<Record<AnswerField, unknown>>,
  completed: boolean,
): Promise<void> {
  const fields = answerFields.filter((field) => field in answers);
  const columns = fields.map((field) => answerColumns[field]);
  const values = fields.map((field) => answers[field] ?? null);
  const placeholders = fields.map((_, index) => `$${index + 2}`);
  const updates = columns.map((column) => `${column} = excluded.${column}`);
  if (completed) updates.push('completed_at = now()');
  updates.push('updated_at = now()');
  await db.query(
    `insert into commute_questionnaires (user_id, ${[...columns, 'completed_at'].join(', ')})
     values ($1, ${[...placeholders, completed ? 'now()' : 'null'].join(', ')})
     on conflict (user_id) do update set ${updates.join(', ')}`,
    [userId, ...values],
  );
}

// ---------------------------------------------------------------------------------------------
// Catalogue

interface BikeRow {
  id: number;
  brand: string;
  model: string;
  category: string;
  is_electric: boolean;
  frame_type: string;
  weight_grams: number;
  battery_wh: number | null;
  motor_power_w: number | null;
  autonomy_km: number | null;
  price_cents: number;
  retailers_count: number;
  description: string;
}

/** The columns of a bike's summary, whichever query read them (a proposal's, a lease request's). */
export type BikeSummaryRow = Omit<BikeRow, 'description'>;

/** A bike of the catalogue as the contract's `BikeModelSummary`. */
export const bikeSummary = (row: BikeSummaryRow) => ({
  id: row.id,
  brand: row.brand,
  model: row.model,
  category: row.category,
  electric: row.is_electric,
  frameType: row.frame_type,
  weightGrams: row.weight_grams,
  batteryWh: row.battery_wh,
  motorPowerW: row.motor_power_w,
  autonomyKm: row.autonomy_km,
  priceCents: row.price_cents,
  retailersCount: row.retailers_count,
});

interface EquipmentRow {
  id: number;
  kind: string;
  brand: string;
  name: string;
  price_cents: number;
  description: string;
}

const equipmentBody = (row: EquipmentRow) => ({
  id: row.id,
  kind: row.kind,
  brand: row.brand,
  name: row.name,
  priceCents: row.price_cents,
  description: row.description,
});

const equipmentOrder = `array_position(array['helmet', 'lock', 'lights', 'basket', 'panniers',
  'child-seat', 'rain-cover', 'mudguards', 'phone-mount'], kind), price_cents, id`;

/** Lower case without accents, the same way on both sides of a text match. */
const folded = (sql: string) =>
  `translate(lower(${sql}), 'àâäáãéèêëíìîïóòôöõúùûüçñœ’', 'aaaaaeeeeiiiiooooouuuucno''')`;
const foldText = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/’/g, "'");

const orderings: Record<string, string> = {
  name: 'brand asc, model asc, id asc',
  '-name': 'brand desc, model desc, id desc',
  price: 'price_cents asc, brand, model, id',
  '-price': 'price_cents desc, brand, model, id',
  weight: 'weight_grams asc, brand, model, id',
  '-weight': 'weight_grams desc, brand, model, id',
  // Bikes without assistance have no range: last either way.
  autonomy: 'autonomy_km asc nulls last, brand, model, id',
  '-autonomy': 'autonomy_km desc nulls last, brand, model, id',
};

type Dimension = 'category' | 'brand' | 'other';

/** One filter condition per dimension, with its parameters, so facets can leave their own out. */
function filterConditions(query: Record<string, unknown>) {
  const conditions: { dimension: Dimension; sql: (param: (value: unknown) => string) => string }[] =
    [];
  const list = (value: unknown) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  const categories = list(query['category']);
  if (categories.length > 0) {
    conditions.push({
      dimension: 'category',
      sql: (p) => `category = any(${p(categories)}::text[])`,
    });
  }
  const brands = list(query['brand']);
  if (brands.length > 0) {
    conditions.push({ dimension: 'brand', sql: (p) => `brand = any(${p(brands)}::text[])` });
  }
  const frames = list(query['frameType']);
  if (frames.length > 0) {
    conditions.push({ dimension: 'other', sql: (p) => `frame_type = any(${p(frames)}::text[])` });
  }
  if (query['electric'] !== undefined) {
    conditions.push({ dimension: 'other', sql: (p) => `is_electric = ${p(query['electric'])}` });
  }
  if (query['minPriceCents'] !== undefined) {
    conditions.push({
      dimension: 'other',
      sql: (p) => `price_cents >= ${p(query['minPriceCents'])}`,
    });
  }
  if (query['maxPriceCents'] !== undefined) {
    conditions.push({
      dimension: 'other',
      sql: (p) => `price_cents <= ${p(query['maxPriceCents'])}`,
    });
  }
  const text = typeof query['q'] === 'string' ? foldText(query['q']).trim() : '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    conditions.push({
      dimension: 'other',
      sql: (p) =>
        `strpos(${folded("brand || ' ' || model || ' ' || description")}, ${p(word)}) > 0`,
    });
  }
  return conditions;
}

/** A where clause of the conditions except those of `leaveOut`, with its parameters. */
function whereClause(
  conditions: ReturnType<typeof filterConditions>,
  leaveOut?: Dimension,
): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = conditions
    .filter((condition) => condition.dimension !== leaveOut)
    .map((condition) => condition.sql(param));
  return { where: parts.length > 0 ? `where ${parts.join(' and ')}` : '', params };
}

export const catalogueHandlers: Handlers = {
  async getCommuteQuestionnaire({ db, user }) {
    const current = requireUser(user);
    return ok(await readQuestionnaire(db, current.id));
  },

  async saveCommuteQuestionnaire({ db, user, body }) {
    const current = requireUser(user);
    const answers = body as Record<AnswerField, unknown>;
    await checkBrands(db, answers.brandPreferences);
    await upsertAnswers(db, current.id, answers, true);
    return ok(await readQuestionnaire(db, current.id));
  },

  async updateCommuteQuestionnaire({ db, user, body }) {
    const current = requireUser(user);
    const answers = body as Partial<Record<AnswerField, unknown>>;
    await checkBrands(db, answers.brandPreferences);
    await upsertAnswers(db, current.id, answers, false);
    return ok(await readQuestionnaire(db, current.id));
  },

  async deleteCommuteQuestionnaire({ db, user }) {
    const current = requireUser(user);
    await db.query('delete from commute_questionnaires where user_id = $1', [current.id]);
    return noContent();
  },

  async listBikeModels({ db, user, query }) {
    requireUser(user);
    const min = query['minPriceCents'];
    const max = query['maxPriceCents'];
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      throw validationFailed([
        { field: 'query.minPriceCents', message: 'must not be greater than maxPriceCents' },
      ]);
    }
    const page = Number(query['page'] ?? 1);
    const pageSize = Number(query['pageSize'] ?? 24);
    const order = orderings[String(query['sort'] ?? 'name')] ?? orderings['name'];
    const conditions = filterConditions(query);

    const all = whereClause(conditions);
    const { rows } = await db.query<BikeRow & { total: number }>(
      `select *, count(*) over ()::int as total from bike_models ${all.where}
        order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`,
      all.params,
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      // A page past the end: the count still answers.
      const counted = await db.query<{ total: number }>(
        `select count(*)::int as total from bike_models ${all.where}`,
        all.params,
      );
      total = counted.rows[0]?.total ?? 0;
    }

    const byBrand = whereClause(conditions, 'brand');
    const brands = await db.query<{ brand: string; count: number }>(
      `select b.brand, count(m.id)::int as count
         from (select distinct brand from bike_models) b
         left join (select id, brand from bike_models ${byBrand.where}) m on m.brand = b.brand
        group by b.brand order by b.brand`,
      byBrand.params,
    );
    const byCategory = whereClause(conditions, 'category');
    const categories = await db.query<{ category: string; count: number }>(
      `select category, count(*)::int as count from bike_models ${byCategory.where} group by category`,
      byCategory.params,
    );
    const categoryCounts = new Map(categories.rows.map((row) => [row.category, row.count]));

    return ok({
      items: rows.map(bikeSummary),
      total,
      page,
      pageSize,
      facets: {
        brands: brands.rows,
        categories: bikeCategories.map((category) => ({
          category,
          count: categoryCounts.get(category) ?? 0,
        })),
      },
    });
  },

  async getBikeModel({ db, user, params }) {
    requireUser(user);
    const id = idParam(params);
    const { rows } = await db.query<BikeRow>('select * from bike_models where id = $1', [id]);
    const row = rows[0];
    if (!row) throw notFound('bike model');
    const sizes = await db.query<{
      id: number;
      label: string;
      min_height_cm: number;
      max_height_cm: number;
    }>(
      `select id, label, min_height_cm, max_height_cm from bike_sizes
        where bike_model_id = $1 order by position`,
      [id],
    );
    const equipment = await db.query<EquipmentRow>(
      `select id, kind, brand, name, price_cents, description from equipment
        where compatible_categories is null or $1 = any(compatible_categories)
        order by ${equipmentOrder}`,
      [row.category],
    );
    return ok({
      ...bikeSummary(row),
      description: row.description,
      sizes: sizes.rows.map((size) => ({
        id: size.id,
        label: size.label,
        minHeightCm: size.min_height_cm,
        maxHeightCm: size.max_height_cm,
      })),
      equipment: equipment.rows.map(equipmentBody),
    });
  },

  async listEquipment({ db, user }) {
    requireUser(user);
    const { rows } = await db.query<EquipmentRow>(
      `select id, kind, brand, name, price_cents, description from equipment order by ${equipmentOrder}`,
    );
    return ok(rows.map(equipmentBody));
  },
};
