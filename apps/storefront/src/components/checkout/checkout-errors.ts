import type { DeliveryKind } from '@stride/contract';
import { type ContactCountry, contactSchema, POSTAL_CODE_FORMAT } from '@stride/rules';
import {
  CHECKOUT_FIELDS,
  type CheckoutField,
  type ContactFormValues,
  contactInputOf,
  isCheckoutField,
} from './contact-form-model';

/** Messages by field, each already in the shop's language. */
export type FieldErrors = Partial<Record<CheckoutField, string>>;

/**
 * Translates a rule's message key (`validation.zip`) for the page; `format` is the postal code format
 * of the address the field belongs to, which `validation.zip` names.
 */
export type TranslateRule = (key: string, format: string) => string;

/** The contact form checked by the api's own rules (@stride/rules' contactSchema), one message a field. */
export function contactErrors(
  values: ContactFormValues,
  delivery: DeliveryKind | null,
  translate: TranslateRule,
): FieldErrors {
  const parsed = contactSchema.safeParse(contactInputOf(values, delivery));
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!isCheckoutField(field) || errors[field]) continue;
    const country: ContactCountry = field.startsWith('deliveryAddress.')
      ? values.deliveryAddress.country
      : values.country;
    errors[field] = translate(issue.message, POSTAL_CODE_FORMAT[country]);
  }
  return errors;
}

/**
 * The api's messages (already translated) sorted onto the form: each on the field it names, the rest
 * (no field, or one the form does not show, like `contact`) said above the button.
 */
export function errorsOfMessages(messages: readonly { field: string | null; message: string }[]): {
  fields: FieldErrors;
  other: string[];
} {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const { field, message } of messages) {
    if (isCheckoutField(field)) fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
    else other.push(message);
  }
  return { fields, other };
}

/** The first field with a message, in the page's order: where focus goes. */
export function firstErrorField(errors: FieldErrors): CheckoutField | undefined {
  return CHECKOUT_FIELDS.find((field) => errors[field] !== undefined);
}
