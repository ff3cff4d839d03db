import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type ContactInput, contactSchema, deliveryAddressSchema } from './contact';

/** The first message key of each field, as the form shows it (empty when valid). */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

const PERSON: ContactInput = {
  email: ' anna.novakova@example.sk ',
  firstname: 'Anna',
  surname: 'Nováková',
  phone: '+421 903 123 456',
  street: 'Hlavná 12',
  city: 'Banská Bystrica',
  zip: '97401',
  country: 'sk',
  buyer: 'person',
  termsAccepted: true,
};

describe('contactSchema', () => {
  it('accepts a private buyer, trimming and writing the postal code the Slovak way', () => {
    expect(contactSchema.parse(PERSON)).toEqual({
      email: 'anna.novakova@example.sk',
      firstname: 'Anna',
      surname: 'Nováková',
      phone: '+421 903 123 456',
      street: 'Hlavná 12',
      city: 'Banská Bystrica',
      zip: '974 01',
      country: 'sk',
      note: '',
      buyer: 'person',
      company: null,
      deliveryAddress: null,
      termsAccepted: true,
      marketingConsent: false,
    });
  });

  it('checks the postal code by the buyer’s country: XXX XX in sk and cz, XXXX in hu', () => {
    expect(fieldErrors(contactSchema, { ...PERSON, zip: '1051' })).toEqual({ zip: 'validation.zip' });
    expect(fieldErrors(contactSchema, { ...PERSON, country: 'hu', zip: '1051', city: 'Budapest' })).toEqual({});
    expect(fieldErrors(contactSchema, { ...PERSON, country: 'hu', zip: '974 01' })).toEqual({ zip: 'validation.zip' });
    expect(contactSchema.parse({ ...PERSON, country: 'cz', zip: '110 00', city: 'Praha' }).zip).toBe('110 00');
  });

  it('wants a street with a house number, a town of letters, names of letters, a phone and the terms', () => {
    expect(
      fieldErrors(contactSchema, {
        ...PERSON,
        street: 'Hlavná',
        city: 'Praha 4',
        firstname: 'A',
        surname: 'X1',
        phone: '12-34',
        email: 'anna@',
        termsAccepted: false,
      }),
    ).toEqual({
      street: 'validation.street',
      city: 'validation.city',
      firstname: 'validation.name',
      surname: 'validation.name',
      phone: 'validation.phone',
      email: 'validation.email',
      termsAccepted: 'validation.terms',
    });
  });

  it('says “required” for each missing field, once', () => {
    expect(fieldErrors(contactSchema, { buyer: 'person' })).toEqual({
      email: 'validation.required',
      firstname: 'validation.required',
      surname: 'validation.required',
      phone: 'validation.required',
      street: 'validation.required',
      city: 'validation.required',
      zip: 'validation.required',
      country: 'validation.country',
      termsAccepted: 'validation.terms',
    });
  });

  it('asks a company buyer for the company name and ID, and checks tax and VAT IDs when given', () => {
    expect(fieldErrors(contactSchema, { ...PERSON, buyer: 'company' })).toEqual({
      'company.name': 'validation.required',
      'company.businessId': 'validation.required',
    });
    expect(
      fieldErrors(contactSchema, {
        ...PERSON,
        buyer: 'company',
        company: { name: 'Bežec s.r.o.', businessId: '123', taxId: '12', vatNumber: 'DE123456789' },
      }),
    ).toEqual({
      'company.businessId': 'validation.companyId',
      'company.taxId': 'validation.taxId',
      'company.vatNumber': 'validation.vatId',
    });
    const company = contactSchema.parse({
      ...PERSON,
      buyer: 'company',
      company: { name: 'Bežec s.r.o.', businessId: '50 123 456', taxId: '2120123456', vatNumber: 'sk 2120123456' },
    }).company;
    expect(company).toEqual({
      name: 'Bežec s.r.o.',
      businessId: '50123456',
      taxId: '2120123456',
      vatNumber: 'SK2120123456',
    });
    // A private buyer's leftover company fields are dropped, not checked.
    expect(contactSchema.parse({ ...PERSON, company: { name: '' } }).company).toBeNull();
  });

  it('checks a different delivery address on its own fields', () => {
    expect(
      fieldErrors(contactSchema, {
        ...PERSON,
        deliveryAddress: {
          firstname: 'Ján',
          surname: 'Kováč',
          street: 'Dlhá',
          city: 'Nitra',
          zip: '9490',
          country: 'sk',
        },
      }),
    ).toEqual({ 'deliveryAddress.street': 'validation.street', 'deliveryAddress.zip': 'validation.zip' });
    expect(
      contactSchema.parse({
        ...PERSON,
        deliveryAddress: {
          firstname: 'Ján',
          surname: 'Kováč',
          street: 'Dlhá 5',
          city: 'Nitra',
          zip: '94901',
          country: 'sk',
        },
      }).deliveryAddress,
    ).toEqual({ firstname: 'Ján', surname: 'Kováč', street: 'Dlhá 5', city: 'Nitra', zip: '949 01', country: 'sk' });
    expect(deliveryAddressSchema.safeParse({ firstname: 'Ján' }).success).toBe(false);
  });

  it('never assumes marketing consent, and keeps it when given', () => {
    expect(contactSchema.parse(PERSON).marketingConsent).toBe(false);
    expect(contactSchema.parse({ ...PERSON, marketingConsent: true }).marketingConsent).toBe(true);
  });
});
