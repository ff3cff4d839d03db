import { contactMessages, type Executor, eq, mailOutbox, webInstances } from '@stride/db';

/**
 * Keeps a contact form's message and queues its e-mail to the shop, in one transaction: the e-mail
 * exists exactly when the message does (the outbox sends it after the commit, with retries).
 */
export async function insertContactMessage(
  tx: Executor,
  message: { webInstanceId: number; name: string; email: string; message: string },
): Promise<number> {
  const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('insertContactMessage: the message was not written');
  await tx.insert(mailOutbox).values({ kind: 'contact_message', contactMessageId: row.id });
  return row.id;
}

/** A message as its e-mail shows it, with the shop it was sent to (its language, name and admin address). */
export async function loadContactMessageForMail(db: Executor, id: number) {
  const [row] = await db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      shop: { locale: webInstances.locale, name: webInstances.name, adminEmail: webInstances.adminEmail },
    })
    .from(contactMessages)
    .innerJoin(webInstances, eq(webInstances.id, contactMessages.webInstanceId))
    .where(eq(contactMessages.id, id));
  return row ?? null;
}
export type ContactMessageForMail = NonNullable<Awaited<ReturnType<typeof loadContactMessageForMail>>>;
