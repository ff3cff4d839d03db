import type { DeliveryKind } from '@stride/contract';
import { contactSchema, POSTAL_CODE_FORMAT } from '@stride/rules';
import { errorsOfMessages as errorsOfFormMessages, issueErrors } from '@/components/common/form-errors';
import type { TranslateRule } from '@/components/common/use-rule-translation';
import {
  CHECKOUT_FIELDS,
  type CheckoutField,
  type ContactFormValues,
  contactInputOf,
  isCheckoutField,
} from './contact-form-model';

/** Messages by field, each already in the shop's language. */
export type FieldErrors = Partial<Record<CheckoutField, string>>;

/** The contact form checked by the api's own rules (@stride/rules' contactSchema), one message a field. */
export function contactErrors(
  values: ContactFormValues,
  delivery: DeliveryKind | null,
  translate: TranslateRule,
): FieldErrors {
  const parsed = contactSchema.safeParse(contactInputOf(values, delivery));
  if (parsed.success) return {};
  return issueErrors(parsed.error.issues, translate, {
    accepts: isCheckoutField,
    formatOf: (field) =>
      POSTAL_CODE_FORMAT[field.startsWith('deliveryAddress.') ? values.deliveryAddress.country : values.country],
  }) as FieldErrors;
}

/**
 * The api's messages (already translated) sorted onto the form: each on the field it names, the rest
 * (no field, or one the form does not show, like `contact`) said above the button.
 */
export function errorsOfMessages(messages: readonly { field: string | null; message: string }[]): {
  fields: FieldErrors;
  other: string[];
} {
  const { fields, other } = errorsOfFormMessages(messages, isCheckoutField);
  return { fields: fields as FieldErrors, other };
}

/** The first field with a message, in the page's order: where focus goes. */
export function firstErrorField(errors: FieldErrors): CheckoutField | undefined {
  return CHECKOUT_FIELDS.find((field) => errors[field] !== undefined);
}
