import { BrowserApiError } from '@/lib/api/browser-fetch';
import type { TranslateRule } from './use-rule-translation';

/**
 * A form's messages by field, each already in the shop's language. Fields are named as the api names
 * them (`user.email`, `company.businessId`, `user.addresses.0.zip`), so the form's own messages and
 * the api's land on the same fields (spec §8).
 */
export type FormErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * A rules schema's issues as messages, one a field (the first), on the fields `accepts` knows;
 * `formatOf` gives the postal code format `validation.zip` names for a field.
 */
export function issueErrors(
  issues: readonly Issue[],
  translate: TranslateRule,
  { accepts, formatOf = () => '' }: { accepts: (field: string) => boolean; formatOf?: (field: string) => string },
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!accepts(field) || errors[field] !== undefined) continue;
    errors[field] = translate(issue.message, formatOf(field));
  }
  return errors;
}

/**
 * The api's messages (already translated) sorted onto the form: each on the field it names when the
 * form shows that field, the rest (no field, or one the form does not show) said above the button.
 */
export function errorsOfMessages(
  messages: readonly { field: string | null; message: string }[],
  shows: (field: string) => boolean,
): { fields: FormErrors; other: string[] } {
  const fields: FormErrors = {};
  const other: string[] = [];
  for (const { field, message } of messages) {
    if (field !== null && shows(field)) fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
    else other.push(message);
  }
  return { fields, other };
}

/** The first field with a message, in the page's order: where focus goes. */
export function firstErrorField(errors: FormErrors, order: readonly string[]): string | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** The id of a field's control in a form (`signup` + `user.email` → `signup-user-email`). */
export function fieldControlId(form: string, field: string): string {
  return `${form}-${field.replaceAll('.', '-')}`;
}

/**
 * What a form shows after a failed call: the api's messages on the fields it `shows`, the rest as
 * the form's message (or `invalid` when every message has its field). A failure without any message
 * (the network, a 5xx) is `fallback`, and `logged` says it deserves the console (spec §8).
 */
export function failureFeedback(
  error: unknown,
  shows: (field: string) => boolean,
  texts: { fallback: string; invalid: string },
): { fields: FormErrors; message: string; logged: boolean } {
  const messages = error instanceof BrowserApiError ? error.messages : [];
  if (messages.length === 0) return { fields: {}, message: texts.fallback, logged: true };
  const { fields, other } = errorsOfMessages(messages, shows);
  return { fields, message: other.join(' ') || texts.invalid, logged: false };
}
