import {
  and,
  asc,
  type Executor,
  eq,
  gt,
  isNull,
  lt,
  orders,
  sql,
  userAddresses,
  users,
  userTokens,
  webInstances,
} from '@stride/db';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof userAddresses.$inferSelect;

// --- Users ------------------------------------------------------------------------------------

export async function findUserByEmail(
  db: Executor,
  webInstanceId: number,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.webInstanceId, webInstanceId), eq(users.email, email.toLowerCase())));
  return row;
}

export async function findUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * A new user, or undefined when the e-mail is registered in the shop already: the unique index
 * decides, so two signups of one e-mail at once make one account.
 */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing({ target: [users.webInstanceId, users.email] })
    .returning();
  return row;
}

export type ProfileFields = Pick<
  UserRow,
  | 'firstname'
  | 'surname'
  | 'phone'
  | 'dateOfBirth'
  | 'street'
  | 'city'
  | 'zip'
  | 'country'
  | 'newsletter'
  | 'params'
  | 'companyName'
  | 'businessId'
  | 'taxId'
  | 'vatNumber'
>;

export async function updateProfile(db: Executor, userId: number, fields: ProfileFields): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`updateProfile: no user ${userId}`);
  return row;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** The account goes; its sessions, links, identities and addresses with it (cascades), its orders stay, unlinked. */
export async function deleteUser(db: Executor, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

// --- Saved delivery addresses ---------------------------------------------------------------------

export async function addressesOf(db: Executor, userId: number): Promise<AddressRow[]> {
  return db.select().from(userAddresses).where(eq(userAddresses.userId, userId)).orderBy(asc(userAddresses.id));
}

export type AddressFields = Pick<AddressRow, 'firstname' | 'surname' | 'street' | 'city' | 'zip' | 'country'>;

/** The profile form sends the whole list: what it no longer has goes, what it has is written afresh. */
export async function replaceAddresses(db: Executor, userId: number, addresses: readonly AddressFields[]) {
  await db.delete(userAddresses).where(eq(userAddresses.userId, userId));
  if (addresses.length > 0) {
    await db.insert(userAddresses).values(addresses.map((address) => ({ ...address, userId })));
  }
}

// --- E-mailed links -------------------------------------------------------------------------------

export type TokenPurpose = 'password_reset' | 'email_verification';

export async function insertUserToken(
  db: Executor,
  link: { tokenHash: string; userId: number; purpose: TokenPurpose; email: string; lifetimeSeconds: number },
): Promise<number> {
  const [row] = await db
    .insert(userTokens)
    .values({
      tokenHash: link.tokenHash,
      userId: link.userId,
      purpose: link.purpose,
      email: link.email,
      expiresAt: sql`now() + make_interval(secs => ${link.lifetimeSeconds})`,
    })
    .returning({ id: userTokens.id });
  if (!row) throw new Error('insertUserToken: no row returned');
  return row.id;
}

/**
 * Uses a live link, once: it is marked used in the same statement that finds it, so two requests
 * with one link cannot both pass. Undefined when unknown, used, expired or of another purpose.
 */
export async function useUserToken(
  db: Executor,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<{ userId: number; email: string } | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId, email: userTokens.email });
  return row;
}

/** A new reset link makes the user's earlier unused ones void: only the newest e-mail works. */
export async function voidUserTokens(db: Executor, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function deleteExpiredUserTokens(db: Executor): Promise<void> {
  await db.delete(userTokens).where(lt(userTokens.expiresAt, sql`now()`));
}

// --- A verified e-mail ----------------------------------------------------------------------------

/**
 * Marks the user's e-mail verified, when `email` (the one the link was sent to) is still theirs, and
 * joins the shop's guest orders placed with it to the account. Returns whether it was verified.
 */
export async function verifyEmail(db: Executor, userId: number, email: string): Promise<boolean> {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.email, email.toLowerCase())))
    .returning({ webInstanceId: users.webInstanceId, email: users.email });
  if (!user) return false;
  await joinGuestOrders(db, userId, user.webInstanceId, user.email);
  return true;
}

/** A verified user's guest orders of the shop (same e-mail, no account yet) become the account's. */
export async function joinGuestOrders(db: Executor, userId: number, webInstanceId: number, email: string) {
  await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.webInstanceId, webInstanceId), sql`lower(${orders.email}) = ${email}`));
}

// --- The shop, for its e-mails --------------------------------------------------------------------

/** The shop's name and mailbox, as its e-mails sign. */
export async function mailShopOf(db: Executor, webInstanceId: number): Promise<{ name: string; adminEmail: string }> {
  const [row] = await db
    .select({ name: webInstances.name, adminEmail: webInstances.adminEmail })
    .from(webInstances)
    .where(eq(webInstances.id, webInstanceId));
  if (!row) throw new Error(`mailShopOf: no web instance ${webInstanceId}`);
  return row;
}
