import { z } from 'zod';
import {
  type ContactCountry,
  citySchema,
  companySchema,
  countrySchema,
  deliveryAddressSchema,
  streetSchema,
} from './contact';
import {
  emailSchema,
  nameSchema,
  normalizePostalCode,
  optionalPhoneSchema,
  passwordRepeatSchema,
  passwordSchema,
  postalCodeSchema,
  untilFirstIssue,
  withPasswordRepeat,
} from './validation';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/**
 * The account forms (issue 13): registration, login, the profile, passwords. The storefront's forms
 * and the api's services run these same schemas, so a shopper meets the same rule and message on
 * either side; every message is a `validation.*` key. The api adds what only it can check: the
 * challenge's sum, an e-mail already registered, the list of common passwords.
 */

/** Empty input (what a blank form field sends) and null are absent. */
const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A name that may be left out; when given, the rule of names (letters, at least 2). */
const optionalName = z.preprocess(blankAsAbsent, nameSchema.optional());

/** Free-form profile values of spec §3 (User.params): a few short texts, never a document. */
const PARAMS_MAX = 20;
const PARAM_MAX_LENGTH = 200;
const paramsSchema = z
  .record(z.string().max(50), z.string().max(PARAM_MAX_LENGTH, { error: M.tooLong }))
  .refine((value) => Object.keys(value).length <= PARAMS_MAX, { error: M.tooLong });

/** A company, or none: a form whose company name is blank sends no company. */
const optionalCompany = z.preprocess((value) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object' && blankAsAbsent((value as { name?: unknown }).name) === undefined) return undefined;
  return value;
}, companySchema.optional());

/**
 * The registration question's answer: a whole number. The api compares it with the sum it keeps;
 * the form compares it with the two digits it shows, and keeps submit disabled until it matches.
 */
export const challengeAnswerSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: M.challenge }).int({ error: M.challenge }).min(0, { error: M.challenge }).max(18, {
    error: M.challenge,
  }),
);

/** The question's token (GET /auth/signup-challenge) and the answer typed, as every form with the question sends them. */
export const challengeSchema = z.object(
  { token: z.string({ error: M.challenge }).min(1, { error: M.challenge }).max(100), answer: challengeAnswerSchema },
  { error: M.challenge },
);

/** Whether the answer given is the sum of the two digits shown (the form's check, spec §2). */
export function isChallengeSolved(challenge: { a: number; b: number }, answer: unknown): boolean {
  const parsed = challengeAnswerSchema.safeParse(answer);
  return parsed.success && parsed.data === challenge.a + challenge.b;
}

/** The country of an address or of the profile: one of the shops' countries. */
const optionalCountry = z.preprocess(blankAsAbsent, countrySchema.optional());

/**
 * POST /auth/signup (spec §3's payload): the user with e-mail, password and its repeat, optional
 * name, surname, phone and country; an optional company; the anonymous cart's token (spec §3
 * `cart.accessToken`, which the api also reads from the cookie); the challenge's token and answer.
 */
export const signupSchema = z.object({
  user: withPasswordRepeat(
    z.object({
      email: emailSchema,
      password: passwordSchema,
      passwordRepeat: passwordRepeatSchema,
      name: optionalName,
      surname: optionalName,
      phone: optionalPhoneSchema,
      countryId: optionalCountry,
      params: z.preprocess((value) => value ?? {}, paramsSchema),
    }),
  ),
  company: optionalCompany,
  cart: z.object({ accessToken: z.string().max(100).nullish() }).nullish(),
  challenge: challengeSchema,
});
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

/**
 * POST /auth/login. The password is only required here, not held to today's minimum: whatever rule
 * applied when it was set, the stored hash decides.
 */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: M.required }).min(1, { error: M.required }).max(256, { error: M.tooLong }),
  remember: z.boolean().default(false),
});
export type Login = z.output<typeof loginSchema>;

/** The e-mail a reset link goes to (the forgotten-password form). */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** A new password and its repeat: the reset link's page and the account settings share it. */
export const newPasswordSchema = withPasswordRepeat(
  z.object({ password: passwordSchema, passwordRepeat: passwordRepeatSchema }),
);

/** The reset link's page: the link's token and the new password. */
export const passwordResetConfirmSchema = withPasswordRepeat(
  z.object({
    token: z.string({ error: M.required }).min(1, { error: M.required }).max(100),
    password: passwordSchema,
    passwordRepeat: passwordRepeatSchema,
  }),
);

/** Account settings: the current password (when the account has one) and the new one. */
export const passwordChangeSchema = withPasswordRepeat(
  z.object({
    currentPassword: z.string().max(256).optional(),
    password: passwordSchema,
    passwordRepeat: passwordRepeatSchema,
  }),
);

/** The oldest date of birth the profile takes: nobody who orders running shoes is older. */
const OLDEST_BIRTH_YEAR = 1900;

/**
 * A date of birth, YYYY-MM-DD, a real calendar day from 1900 to today (the shopper's own, in UTC:
 * a day's difference at midnight does not matter here).
 */
export const dateOfBirthSchema = z
  .string({ error: M.dateOfBirth })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateOfBirth })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().slice(0, 10) === value &&
        date.getUTCFullYear() >= OLDEST_BIRTH_YEAR &&
        date.getTime() <= Date.now()
      );
    },
    { error: M.dateOfBirth, ...untilFirstIssue },
  );

/** A saved delivery address, as the profile lists it. */
export const savedAddressSchema = deliveryAddressSchema.transform((value) => ({
  ...value,
  zip: normalizePostalCode(value.zip, value.country),
}));

/** At most this many saved delivery addresses. */
export const SAVED_ADDRESSES_MAX = 5;

/**
 * The profile's own address: all of street, city, postal code and country, or none. A half-filled
 * address is reported on each field it lacks, and the postal code by its country's format.
 */
function withWholeAddress<
  T extends z.ZodType<{ street?: string; city?: string; zip?: string; country?: ContactCountry }>,
>(schema: T): T {
  const fields = ['street', 'city', 'zip', 'country'] as const;
  return schema.superRefine((value, context) => {
    const given = fields.filter((field) => value[field] !== undefined);
    if (given.length === 0) return;
    for (const field of fields) {
      if (value[field] === undefined) context.addIssue({ code: 'custom', message: M.required, path: [field] });
    }
    if (value.zip !== undefined && value.country !== undefined) {
      if (!postalCodeSchema(value.country).safeParse(value.zip).success) {
        context.addIssue({ code: 'custom', message: M.zip, path: ['zip'] });
      }
    }
  });
}

/**
 * PUT /auth/profile `{user: {...}}`: the whole profile form. Names, phone and date of birth may be
 * blank; the address is whole or absent; the company is given or absent (spec §4: its VAT number
 * decides how a type-4 shop shows prices, rules/vat.ts); the saved delivery addresses replace the old list.
 */
export const profileUpdateSchema = z.object({
  user: withWholeAddress(
    z.object({
      firstname: optionalName,
      surname: optionalName,
      phone: optionalPhoneSchema,
      dateOfBirth: z.preprocess(blankAsAbsent, dateOfBirthSchema.optional()),
      street: z.preprocess(blankAsAbsent, streetSchema.optional()),
      city: z.preprocess(blankAsAbsent, citySchema.optional()),
      zip: z.preprocess(blankAsAbsent, z.string().max(10, { error: M.zip }).optional()),
      country: optionalCountry,
      newsletter: z.boolean().default(false),
      params: z.preprocess((value) => value ?? {}, paramsSchema),
      company: optionalCompany,
      addresses: z.array(savedAddressSchema).max(SAVED_ADDRESSES_MAX, { error: M.tooLong }).default([]),
    }),
  ).transform((value) => ({
    ...value,
    zip: value.zip !== undefined && value.country !== undefined ? normalizePostalCode(value.zip, value.country) : '',
  })),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Deleting the account: the password when it has one, else the account's e-mail typed again. */
export const accountDeleteSchema = z.object({
  password: z.string().max(256).optional(),
  email: z.string().max(254).optional(),
});
