/**
 * Form fields the storefront and the api validate alike (spec §5). Every error is a message KEY,
 * not a text, so each side translates it into the web instance's language.
 */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  email: 'validation.email',
  passwordMin: 'validation.passwordMin',
  passwordMismatch: 'validation.passwordMismatch',
  phone: 'validation.phone',
  zip: 'validation.zip',
  name: 'validation.name',
  tooLong: 'validation.tooLong',
  street: 'validation.street',
  city: 'validation.city',
  companyId: 'validation.companyId',
  taxId: 'validation.taxId',
  vatId: 'validation.vatId',
  terms: 'validation.terms',
  country: 'validation.country',
  challenge: 'validation.challenge',
  dateOfBirth: 'validation.dateOfBirth',
  commonPassword: 'validation.commonPassword',
} as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
