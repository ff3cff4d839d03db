import { emailSchema, requiredString, untilFirstIssue, VALIDATION_MESSAGES } from '@stride/rules';
import { z } from 'zod';

/** The longest order number the api takes (WithdrawalRequestSchema). */
const ORDER_NUMBER_MAX = 20;

/**
 * The withdrawal form (issue 12 §4): the order's number and the e-mail given in it, checked by the
 * shared rules before anything is sent. Messages are `validation.*` keys, translated by the page.
 */
export const withdrawalRequestSchema = z.object({
  orderNumber: requiredString().max(ORDER_NUMBER_MAX, { error: VALIDATION_MESSAGES.tooLong, ...untilFirstIssue }),
  email: emailSchema,
});
export type WithdrawalRequest = z.output<typeof withdrawalRequestSchema>;
export type WithdrawalField = keyof WithdrawalRequest;

/** The request, or each field's message key. */
export function checkWithdrawal(
  values: Record<WithdrawalField, string>,
): { request: WithdrawalRequest } | { errors: Partial<Record<WithdrawalField, string>> } {
  const parsed = withdrawalRequestSchema.safeParse(values);
  if (parsed.success) return { request: parsed.data };
  const errors: Partial<Record<WithdrawalField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'orderNumber' || field === 'email') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
