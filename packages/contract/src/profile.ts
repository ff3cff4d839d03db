import { z } from 'zod';
import { DeliveryAddressSchema } from './checkout';

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

/** A saved delivery address (the profile's list, offered at checkout). */
export const SavedAddressSchema = DeliveryAddressSchema.extend({ id: z.number().int().positive() });
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

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
  /** Null for a private person; a company's VAT number decides a type-4 shop's prices (spec §4, rules/vat.ts). */
  company: CompanySchema.nullable(),
  /** YYYY-MM-DD, or null. */
  dateOfBirth: z.string().nullable(),
  /** The profile's own address (also the billing address checkout starts from); blank fields when not given. */
  address: z.object({ street: z.string(), city: z.string(), zip: z.string() }),
  /** Saved delivery addresses, offered at checkout. */
  addresses: z.array(SavedAddressSchema),
  newsletter: z.boolean(),
  /** Whether the user proved the e-mail is theirs; guest orders with it join the account then. */
  emailVerified: z.boolean(),
  /** False for an account made by Google or Facebook login alone: it sets a password by a reset link. */
  hasPassword: z.boolean(),
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
