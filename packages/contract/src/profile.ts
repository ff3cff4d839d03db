import { z } from 'zod';

/** One answer to a shop-defined profile question (spec §3 User.parameters). */
export const UserParameterSchema = z.object({
  id: z.number().int().positive(),
  parameterId: z.number().int().positive(),
  value: z.string(),
});

/** A buyer's company (spec §3 signup payload); its VAT number decides a type-4 shop's prices (spec §4). */
export const CompanySchema = z.object({
  name: z.string(),
  businessId: z.string().nullable(),
  taxId: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type Company = z.infer<typeof CompanySchema>;

/**
 * The logged-in user of spec §3. Its `accessToken` is left out on purpose: the session token lives
 * in an HttpOnly cookie, and a copy in a JSON body would hand it to any script on the page.
 */
export const UserSchema = z.object({
  firstname: z.string(),
  surname: z.string(),
  /** Firstname and surname joined, as the header shows the user. */
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Country of the address as its ISO 3166 code (sk, cz, hu, …), null when not given. */
  countryId: z.string().nullable(),
  parameters: z.array(UserParameterSchema),
  /** Free-form profile values (spec §3 User.params); PUT /auth/profile changes them. */
  params: z.record(z.string(), z.unknown()),
  /** Null for a private person; the accounts issue lets a buyer switch (spec §4). */
  company: CompanySchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * GET /api/lib/v1/auth/profile. Spec §4: logged in when a user object exists. One flag and one
 * object rather than nullable fields, so a logged-in answer has every field and TypeScript narrows
 * on `isLoggedIn`.
 */
export const ProfileSchema = z.discriminatedUnion('isLoggedIn', [
  z.object({ isLoggedIn: z.literal(false), user: z.null() }),
  z.object({ isLoggedIn: z.literal(true), user: UserSchema }),
]);
export type Profile = z.infer<typeof ProfileSchema>;
