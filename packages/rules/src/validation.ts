import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './constants';
import { VALIDATION_MESSAGES } from './validation-messages';

const M = VALIDATION_MESSAGES;

/** Upper bounds keep hostile input small; no real value comes near them. */
const EMAIL_MAX = 254;
const PASSWORD_MAX = 256;
const NAME_MAX = 100;

/**
 * Spread into every check after a field's first: the check runs only while the field has no issue
 * yet, so each field reports one message (the first rule it breaks). Zod's `abort: true` would do
 * that too, but an aborted field also silences the form-level "passwords match" rule.
 */
export const untilFirstIssue = { when: (payload: z.core.ParsePayload) => payload.issues.length === 0 };

/** A present, non-blank string, trimmed. */
export const requiredString = () => z.string({ error: M.required }).trim().min(1, { error: M.required });

export const emailSchema = requiredString()
  .max(EMAIL_MAX, { error: M.tooLong, ...untilFirstIssue })
  .pipe(z.email({ error: M.email }));

/** Passwords are taken as typed (no trimming): spaces may be part of them. */
export const passwordSchema = z
  .string({ error: M.required })
  .min(1, { error: M.required })
  .min(PASSWORD_MIN, { error: M.passwordMin, ...untilFirstIssue })
  .max(PASSWORD_MAX, { error: M.tooLong, ...untilFirstIssue });

export const passwordRepeatSchema = z.string({ error: M.required }).min(1, { error: M.required });

/**
 * Adds the "repeat equals password" rule to an object schema with `password` and `passwordRepeat`,
 * reported on `passwordRepeat`. It runs even when other fields of the form are invalid, so the
 * shopper sees every problem at once.
 */
export function withPasswordRepeat<T extends z.ZodType<{ password: string; passwordRepeat: string }>>(schema: T): T {
  return schema.refine((value) => value.password === value.passwordRepeat, {
    error: M.passwordMismatch,
    path: ['passwordRepeat'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; passwordRepeat?: unknown } | null | undefined;
      return (
        typeof value?.password === 'string' && typeof value.passwordRepeat === 'string' && value.passwordRepeat !== ''
      );
    },
  });
}

export const passwordPairSchema = withPasswordRepeat(
  z.object({ password: passwordSchema, passwordRepeat: passwordRepeatSchema }),
);

/** Spec §5: 6–20 characters of digits, plus, space, parentheses and hyphen ("+421 903 123 456"). */
const PHONE_PATTERN = new RegExp(`^[0-9+() -]{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}}$`);

export const phoneSchema = requiredString()
  .regex(PHONE_PATTERN, { error: M.phone, ...untilFirstIssue })
  // Punctuation alone ("(-- --)") is not a phone number; a real one has at least 6 digits.
  .refine((value) => (value.match(/\d/g)?.length ?? 0) >= PHONE_MIN_LENGTH, { error: M.phone, ...untilFirstIssue });

/** An optional phone: empty input (what a blank form field sends) becomes undefined. */
export const optionalPhoneSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  phoneSchema.optional(),
);

/** Countries whose postal codes we check, keyed like the locales (sk, cz, hu). */
export type PostalCountry = 'sk' | 'cz' | 'hu';

/**
 * Postal code formats (spec §5): Slovak and Czech codes are five digits, written "XXX XX" (the space
 * optional when typed); Hungarian codes are exactly four digits. Placeholders for the form hints.
 */
export const POSTAL_CODE_FORMAT: Record<PostalCountry, string> = { sk: 'XXX XX', cz: 'XXX XX', hu: 'XXXX' };

const POSTAL_CODE_PATTERN: Record<PostalCountry, RegExp> = {
  sk: /^\d{3} ?\d{2}$/,
  cz: /^\d{3} ?\d{2}$/,
  hu: /^\d{4}$/,
};

/** Writes a valid postal code the way the country does: "81101" → "811 01"; Hungarian as is. */
export function normalizePostalCode(value: string, country: PostalCountry): string {
  const digits = value.replace(/\s/g, '');
  return country === 'hu' ? digits : `${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/** The postal code of a country, trimmed, checked and normalized ("81101" → "811 01"). */
export function postalCodeSchema(country: PostalCountry) {
  return requiredString()
    .regex(POSTAL_CODE_PATTERN[country], { error: M.zip, ...untilFirstIssue })
    .transform((value) => normalizePostalCode(value, country));
}

/**
 * First name or surname: letters of any alphabet, at least two, with single spaces, hyphens or
 * apostrophes between letters ("Anna-Mária", "O'Neil", "Nagy Ágnes"); no digits or other symbols.
 * Input is NFC-normalized first, so "á" typed as a + combining accent counts as one letter.
 */
const NAME_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

export const nameSchema = requiredString()
  .max(NAME_MAX, { error: M.tooLong, ...untilFirstIssue })
  .transform((value) => value.normalize('NFC'))
  .refine((value) => NAME_PATTERN.test(value) && (value.match(/\p{L}/gu)?.length ?? 0) >= NAME_MIN_LENGTH, {
    error: M.name,
    ...untilFirstIssue,
  });
