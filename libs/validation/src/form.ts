/**
 * The form mechanics of spec section 5, framework-free:
 * - validating one field adds or removes its name in the error list and stores its message;
 * - validating the whole form records each failing field once, keeping the first message per field.
 * Errors are immutable values: every operation returns a new `FormErrors`, so React state, a store
 * or plain code can hold them.
 */

/** What the mechanics need from a schema: zod and zod/mini schemas fit. */
export interface SchemaLike {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** A field's rule: a schema, or a function of all values for rules that read another field. */
export type FieldRule<V> = SchemaLike | ((values: V) => SchemaLike);

/** One rule per validated field; fields without a rule always pass. */
export type FormRules<V> = { readonly [K in keyof V]?: FieldRule<V> };

export interface FormErrors<F extends string = string> {
  /** The fields in error, each once, in the order they failed. */
  readonly fields: readonly F[];
  /** The message id of each field in error. */
  readonly messages: Readonly<Partial<Record<F, string>>>;
}

/** An issue as a whole-object schema reports it (zod's `issues`). */
export interface PathIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function createFormErrors<F extends string = string>(): FormErrors<F> {
  const messages: Partial<Record<F, string>> = {};
  return { fields: [], messages };
}

export function hasFormErrors(errors: FormErrors): boolean {
  return errors.fields.length > 0;
}

/** Records `message` for `field`: added at the end of the list, or its message replaced in place. */
export function setFieldError<F extends string>(
  errors: FormErrors<F>,
  field: F,
  message: string,
): FormErrors<F> {
  const fields = errors.fields.includes(field) ? errors.fields : [...errors.fields, field];
  return { fields, messages: { ...errors.messages, [field]: message } };
}

/** Removes `field` and its message. */
export function clearFieldError<F extends string>(errors: FormErrors<F>, field: F): FormErrors<F> {
  if (!errors.fields.includes(field) && !(field in errors.messages)) return errors;
  const messages: Partial<Record<F, string>> = { ...errors.messages };
  delete messages[field];
  return { fields: errors.fields.filter((f) => f !== field), messages };
}

function resolveRule<V>(rule: FieldRule<V>, values: V): SchemaLike {
  return typeof rule === 'function' ? rule(values) : rule;
}

/** The first message the field's rule gives for the current values, or undefined when it passes. */
export function fieldMessage<V>(
  rules: FormRules<V>,
  field: keyof V & string,
  values: V,
): string | undefined {
  const rule = rules[field];
  if (rule === undefined) return undefined;
  const result = resolveRule(rule as FieldRule<V>, values).safeParse(values[field]);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Spec section 5: one field adds or removes its name in the error list and stores its message. */
export function validateField<V, F extends keyof V & string>(
  errors: FormErrors<F>,
  rules: FormRules<V>,
  field: F,
  values: V,
): FormErrors<F> {
  const message = fieldMessage(rules, field, values);
  return message === undefined
    ? clearFieldError(errors, field)
    : setFieldError(errors, field, message);
}

/**
 * Spec section 5, whole form: "records each failing field once, keeping the first message per
 * field". From the issues of a whole-object schema: the field is the first segment of the path.
 */
export function formErrorsFromIssues<F extends string = string>(
  issues: readonly PathIssue[],
): FormErrors<F> {
  const fields: F[] = [];
  const messages: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const head = issue.path[0];
    if (typeof head !== 'string') continue;
    const field = head as F;
    if (fields.includes(field)) continue;
    fields.push(field);
    messages[field] = issue.message;
  }
  return { fields, messages };
}

/** Validates every field that has a rule, in the rules' order. */
export function validateForm<V>(rules: FormRules<V>, values: V): FormErrors<keyof V & string> {
  const issues: PathIssue[] = [];
  for (const field of Object.keys(rules) as (keyof V & string)[]) {
    const rule = rules[field];
    if (rule === undefined) continue;
    const result = resolveRule(rule as FieldRule<V>, values).safeParse(values[field]);
    if (!result.success)
      for (const issue of result.error.issues)
        issues.push({ path: [field], message: issue.message });
  }
  return formErrorsFromIssues(issues);
}
