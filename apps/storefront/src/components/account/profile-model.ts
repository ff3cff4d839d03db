import type { User } from '@stride/contract';
import {
  CONTACT_COUNTRIES,
  type ContactCountry,
  POSTAL_CODE_FORMAT,
  profileUpdateSchema,
  VALIDATION_MESSAGES,
} from '@stride/rules';
import { type FormErrors, fieldControlId, issueErrors } from '@/components/common/form-errors';
import type { TranslateRule } from '@/components/common/use-rule-translation';
import { dateOfBirthText, isoDateOfBirth } from '@/lib/account/date-of-birth';

/**
 * The profile form (issue 13): the user's answer as form values (every field a string or a tick),
 * what PUT /auth/profile takes from them, and which message lands on which field. Fields are named
 * as the api names them (`user.zip`, `user.company.vatNumber`, `user.addresses.0.city`).
 */

export type AddressEntry = {
  /** React's key for the entry: stays with it when an entry above is removed. */
  key: number;
  firstname: string;
  surname: string;
  street: string;
  city: string;
  zip: string;
  country: ContactCountry;
};

export type ProfileValues = {
  firstname: string;
  surname: string;
  phone: string;
  /** As typed: DD.MM.YYYY. */
  dateOfBirth: string;
  street: string;
  city: string;
  zip: string;
  country: ContactCountry;
  newsletter: boolean;
  asCompany: boolean;
  company: { name: string; businessId: string; taxId: string; vatNumber: string };
  addresses: AddressEntry[];
};

export const profileFieldId = (field: string) => fieldControlId('profile', field);

const isCountry = (value: string | null): value is ContactCountry =>
  (CONTACT_COUNTRIES as readonly (string | null)[]).includes(value);

/** The form filled from the user; an address without a country of ours starts in the shop's country. */
export function profileFormOf(user: User, shopCountry: ContactCountry): ProfileValues {
  return {
    firstname: user.firstname,
    surname: user.surname,
    phone: user.phone,
    dateOfBirth: dateOfBirthText(user.dateOfBirth),
    street: user.address.street,
    city: user.address.city,
    zip: user.address.zip,
    country: isCountry(user.countryId) ? user.countryId : shopCountry,
    newsletter: user.newsletter,
    asCompany: user.company !== null,
    company: {
      name: user.company?.name ?? '',
      businessId: user.company?.businessId ?? '',
      taxId: user.company?.taxId ?? '',
      vatNumber: user.company?.vatNumber ?? '',
    },
    addresses: user.addresses.map((address, index) => ({ ...address, key: index })),
  };
}

/** A new, empty delivery address, keyed apart from every entry the form has. */
export function newAddressEntry(values: ProfileValues, shopCountry: ContactCountry): AddressEntry {
  const key = Math.max(-1, ...values.addresses.map((entry) => entry.key)) + 1;
  return { key, firstname: '', surname: '', street: '', city: '', zip: '', country: shopCountry };
}

const hasAddress = (values: ProfileValues) => [values.street, values.city, values.zip].some((part) => part.trim());

/** The profile's free-form values the api keeps (spec §3 User.params), sent back as they came. */
const textParams = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * PUT /auth/profile's body, `{user: {…}}`. The country goes with an address only: a blank address is
 * no address. The date is sent as YYYY-MM-DD; `dateOfBirth` is null when what was typed is no date.
 */
export function profileRequestOf(values: ProfileValues, params: Record<string, unknown>) {
  const dateOfBirth = isoDateOfBirth(values.dateOfBirth);
  return {
    dateTyped: dateOfBirth !== null,
    request: {
      user: {
        firstname: values.firstname,
        surname: values.surname,
        phone: values.phone,
        dateOfBirth: dateOfBirth ?? values.dateOfBirth,
        street: values.street,
        city: values.city,
        zip: values.zip,
        country: hasAddress(values) ? values.country : '',
        newsletter: values.newsletter,
        params: textParams(params),
        company: values.asCompany ? values.company : null,
        addresses: values.addresses.map(({ key: _key, ...address }) => address),
      },
    },
  };
}

/** Every field that can carry a message, in the page's order: the first takes the focus. */
export function profileFieldOrder(values: ProfileValues): string[] {
  return [
    'user.firstname',
    'user.surname',
    'user.phone',
    'user.dateOfBirth',
    'user.street',
    'user.city',
    'user.zip',
    'user.country',
    'user.company.name',
    'user.company.businessId',
    'user.company.taxId',
    'user.company.vatNumber',
    'user.newsletter',
    ...values.addresses.flatMap((_entry, index) =>
      ['firstname', 'surname', 'street', 'city', 'zip', 'country'].map((name) => `user.addresses.${index}.${name}`),
    ),
  ];
}

/** The postal code format a field's message names: its own address's country. */
function zipFormatOf(values: ProfileValues, field: string): string {
  const saved = /^user\.addresses\.(\d+)\./.exec(field);
  const country = saved ? values.addresses[Number(saved[1])]?.country : values.country;
  return POSTAL_CODE_FORMAT[country ?? values.country];
}

/** The form checked by the api's own rules (@stride/rules' profileUpdateSchema), one message a field. */
export function profileErrors(values: ProfileValues, params: Record<string, unknown>, translate: TranslateRule) {
  const { dateTyped, request } = profileRequestOf(values, params);
  const order = profileFieldOrder(values);
  const parsed = profileUpdateSchema.safeParse(request);
  const errors: FormErrors = parsed.success
    ? {}
    : issueErrors(parsed.error.issues, translate, {
        accepts: (field) => order.includes(field),
        formatOf: (field) => zipFormatOf(values, field),
      });
  if (!dateTyped) errors['user.dateOfBirth'] = translate(VALIDATION_MESSAGES.dateOfBirth, '');
  return errors;
}
