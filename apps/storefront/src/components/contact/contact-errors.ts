import type { ContactMessageRequest } from '@stride/contract';
import { contactMessageSchema, isChallengeSolved, VALIDATION_MESSAGES } from '@stride/rules';
import { type FormErrors, issueErrors } from '@/components/common/form-errors';
import type { TranslateRule } from '@/components/common/use-rule-translation';
import { CONTACT_FIELDS } from './contact-model';

// The form's checks run the api's zod schema, so this module (and zod, ~110 KB) is loaded only when
// the shopper starts on the form: the contact page is a cached content page and stays light.

/** A message about the question as a whole (no token, say) is shown at its answer. */
const atAnswer = (path: readonly PropertyKey[]) => (path[0] === 'challenge' ? ['challenge', 'answer'] : path);

/**
 * The form checked in the browser before anything is sent: the api's own rules (contactMessageSchema),
 * and the answer against the two digits shown, so a wrong sum does not use the question up.
 */
export function contactErrors(
  request: ContactMessageRequest,
  question: { a: number; b: number } | undefined,
  translate: TranslateRule,
): FormErrors {
  const parsed = contactMessageSchema.safeParse(request);
  const issues: { path: readonly PropertyKey[]; message: string }[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: atAnswer(issue.path), message: issue.message }));
  if (question && !isChallengeSolved(question, request.challenge.answer)) {
    issues.push({ path: ['challenge', 'answer'], message: VALIDATION_MESSAGES.challenge });
  }
  return issueErrors(issues, translate, { accepts: (field) => (CONTACT_FIELDS as readonly string[]).includes(field) });
}
