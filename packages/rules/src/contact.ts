import { z } from 'zod';
import {
  emailSchema,
  nameSchema,
  normalizePostalCode,
  type PostalCountry,
  phoneSchema,
  postalCodeSchema,
  requiredString,
  untilFirstIssue,
} from './validation';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/**
 * The buyer's contact details at checkout (issue 12 §2, spec §5): one schema the storefront's form and
 * the api's POST /cart/contact both run, so a shopper meets the same rule and the same message on
 * either side. Every message is a key of `validation.*`, translated by whichever side shows it.
 */

export const CONTACT_COUNTRIES = ['sk', 'cz', 'hu'] as const satisfies readonly PostalCountry[];
export type ContactCountry = (typeof CONTACT_COUNTRIES)[number];

const ADDRESS_MAX = 120;
const NOTE_MAX = 500;
const COMPANY_NAME_MAX = 120;

/** A street with a house number ("Hlavná 12", "Váci út 1/A", "Nám. SNP 3"): letters, and a digit. */
export const streetSchema = requiredString()
  .max(ADDRESS_MAX, { error: M.tooLong, ...untilFirstIssue })
  .refine((value) => /\p{L}{2}/u.test(value) && /\d/.test(value), { error: M.street, ...untilFirstIssue });

/**
 * A town: letters, with spaces, hyphens, dots and apostrophes between them ("Banská Bystrica",
 * "Frýdek-Místek", "Nové Mesto n. Váhom"); spec §5 allows no digits.
 */
export const citySchema = requiredString()
  .max(ADDRESS_MAX, { error: M.tooLong, ...untilFirstIssue })
  .transform((value) => value.normalize('NFC'))
  .refine((value) => /^\p{L}[\p{L} .'’-]*$/u.test(value) && (value.match(/\p{L}/gu)?.length ?? 0) >= 2, {
    error: M.city,
    ...untilFirstIssue,
  });

/** Empty input (what a blank form field sends) is absent. */
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Company ID (IČO, adószám's registry number): 6–8 digits in sk and cz; Hungary's cégjegyzékszám 01-09-123456. */
const COMPANY_ID = /^(\d{6,8}|\d{2}-\d{2}-\d{6})$/;
/** Tax ID (DIČ, adószám): 10 digits in sk; CZ + 8–10 digits in cz; 12345678-1-42 in hu. */
const TAX_ID = /^(\d{10}|CZ\d{8,10}|\d{8}-\d-\d{2})$/;
/** An EU VAT ID of our three countries: SK + 10 digits, CZ + 8–10 digits, HU + 8 digits. */
const VAT_ID = /^(SK\d{10}|CZ\d{8,10}|HU\d{8})$/;

/** Spaces people type inside IDs ("SK 2020 123 456") do not count. */
const compact = (value: string) => value.replace(/\s/g, '').toUpperCase();

export const companySchema = z.object({
  name: requiredString().max(COMPANY_NAME_MAX, { error: M.tooLong, ...untilFirstIssue }),
  businessId: requiredString()
    .transform(compact)
    .refine((value) => COMPANY_ID.test(value), { error: M.companyId, ...untilFirstIssue }),
  taxId: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .transform(compact)
      .refine((value) => TAX_ID.test(value), { error: M.taxId })
      .optional(),
  ),
  vatNumber: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .transform(compact)
      .refine((value) => VAT_ID.test(value), { error: M.vatId })
      .optional(),
  ),
});
export type ContactCompany = z.output<typeof companySchema>;

export const countrySchema = z.enum(CONTACT_COUNTRIES, { error: M.country });

/** Whether a parsed value got as far as a postal code and a known country to check it against. */
function hasZipAndCountry(payload: z.core.ParsePayload): boolean {
  const value = payload.value as { zip?: unknown; country?: unknown } | null | undefined;
  return typeof value?.zip === 'string' && (CONTACT_COUNTRIES as readonly unknown[]).includes(value.country);
}

/**
 * The postal code checked by its own country's format (XXX XX in sk and cz, XXXX in hu), reported on
 * `zip`. It runs even while other fields are wrong, so the shopper sees every problem at once.
 */
function withZipOfCountry<T extends z.ZodType<{ zip: string; country: ContactCountry }>>(schema: T): T {
  return schema
    .refine((value) => value.zip.trim() !== '', { error: M.required, path: ['zip'], when: hasZipAndCountry })
    .refine((value) => value.zip.trim() === '' || postalCodeSchema(value.country).safeParse(value.zip).success, {
      error: M.zip,
      path: ['zip'],
      when: hasZipAndCountry,
    });
}

const addressFields = {
  street: streetSchema,
  city: citySchema,
  zip: z.string({ error: M.required }),
  country: countrySchema,
};

/** A different delivery address (courier delivery only): who receives it, and where. */
export const deliveryAddressSchema = withZipOfCountry(
  z.object({ firstname: nameSchema, surname: nameSchema, ...addressFields }),
);

const sharedFields = {
  email: emailSchema,
  firstname: nameSchema,
  surname: nameSchema,
  phone: phoneSchema,
  ...addressFields,
  note: z.preprocess(blankAsAbsent, z.string().trim().max(NOTE_MAX, { error: M.tooLong }).optional()),
  deliveryAddress: z.preprocess((value) => (value === null ? undefined : value), deliveryAddressSchema.optional()),
  termsAccepted: z.literal(true, { error: M.terms }),
  marketingConsent: z.boolean().default(false),
};

/**
 * The contact form. A company buyer adds the company (name and ID required, tax and VAT IDs when it
 * has them); a private buyer's leftover company fields are dropped. A different delivery address is
 * given or absent; the terms must be accepted; marketing consent is separate and never assumed.
 */
export const contactSchema = withZipOfCountry(
  z.discriminatedUnion(
    'buyer',
    [
      z.object({ ...sharedFields, buyer: z.literal('person') }),
      z.object({
        ...sharedFields,
        buyer: z.literal('company'),
        company: z.preprocess((value) => value ?? {}, companySchema),
      }),
    ],
    { error: M.required },
  ),
).transform((value) => ({
  ...value,
  zip: normalizePostalCode(value.zip, value.country),
  note: value.note ?? '',
  company: value.buyer === 'company' ? value.company : null,
  deliveryAddress: value.deliveryAddress
    ? { ...value.deliveryAddress, zip: normalizePostalCode(value.deliveryAddress.zip, value.deliveryAddress.country) }
    : null,
}));

/** What the form sends. */
export type ContactInput = z.input<typeof contactSchema>;
/** What the schema gives back: trimmed, postal codes normalized, company and delivery address null when absent. */
export type Contact = z.output<typeof contactSchema>;
export type DeliveryAddress = NonNullable<Contact['deliveryAddress']>;
