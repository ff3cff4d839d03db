import type { ContactMessageSent } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { catalogFor } from '@stride/i18n/catalog';
import { contactMessageSchema } from '@stride/rules';
import type { RequestContext } from '../../context';
import { BadRequestError } from '../../errors';
import type { MessageKey } from '../../messages';
import { requireSolvedChallenge } from '../challenges/service';
import { insertContactMessage } from './queries';

/**
 * POST /contact (issue 15 §2): the form checked by the rules (each message on its field), then the
 * arithmetic question (used up either way), then the message kept and its e-mail to the shop queued
 * in one transaction. `sent` is told after the commit, to nudge the outbox.
 */
export async function sendContactMessage(
  database: DatabaseHandle,
  ctx: RequestContext,
  input: unknown,
  sent: () => void,
): Promise<ContactMessageSent> {
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) {
    throw new BadRequestError(
      parsed.error.issues.map((issue) => ({
        // A message about the question as a whole (no token, say) belongs at its answer.
        field: issue.path[0] === 'challenge' ? 'challenge.answer' : issue.path.map(String).join('.'),
        key: issue.message as MessageKey,
      })),
    );
  }
  const form = parsed.data;
  await requireSolvedChallenge(database, form.challenge);
  await database.transaction((tx) =>
    insertContactMessage(tx, {
      webInstanceId: ctx.webInstanceId,
      name: form.name,
      email: form.email,
      message: form.message,
    }),
  );
  sent();
  return { success: true, message: catalogFor(ctx.locale).contactForm.sent };
}
