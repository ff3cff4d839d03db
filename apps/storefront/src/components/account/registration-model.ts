import { type ContactCountry, isChallengeSolved, signupSchema } from '@stride/rules';
import { type FormErrors, fieldControlId, issueErrors } from '@/components/common/form-errors';
import type { TranslateRule } from '@/components/common/use-rule-translation';
import { BrowserApiError } from '@/lib/api/browser-fetch';

/**
 * The registration form (issue 13): what the shopper types, how it becomes spec §3's signup payload,
 * and which message lands on which field. Fields are named as the api names them (`user.email`,
 * `company.businessId`, `challenge.answer`), in the page's order.
 */
export const SIGNUP_FIELDS = [
  'user.email',
  'user.password',
  'user.passwordRepeat',
  'user.name',
  'user.surname',
  'user.phone',
  'user.countryId',
  'company.name',
  'company.businessId',
  'company.taxId',
  'company.vatNumber',
  'challenge.answer',
] as const;

export const signupFieldId = (field: string) => fieldControlId('signup', field);

export type SignupCompany = { name: string; businessId: string; taxId: string; vatNumber: string };

export type SignupValues = {
  email: string;
  password: string;
  passwordRepeat: string;
  name: string;
  surname: string;
  phone: string;
  /** The address's country, or '' when not given. */
  countryId: ContactCountry | '';
  /** The company block is filled in and sent only when the shopper says they register as a company. */
  asCompany: boolean;
  company: SignupCompany;
};

export function emptySignup(country: ContactCountry): SignupValues {
  return {
    email: '',
    password: '',
    passwordRepeat: '',
    name: '',
    surname: '',
    phone: '',
    countryId: country,
    asCompany: false,
    company: { name: '', businessId: '', taxId: '', vatNumber: '' },
  };
}

/** POST /auth/signup's body (spec §3): the cart's token travels as the api's cookie, not here. */
export type SignupRequest = {
  user: Pick<SignupValues, 'email' | 'password' | 'passwordRepeat' | 'name' | 'surname' | 'phone'> & {
    countryId: ContactCountry | null;
    params: Record<string, string>;
  };
  company: SignupCompany | null;
  cart: { accessToken: null };
  challenge: { token: string; answer: string };
};

export function signupRequestOf(values: SignupValues, challenge: { token: string; answer: string }): SignupRequest {
  return {
    user: {
      email: values.email.trim(),
      password: values.password,
      passwordRepeat: values.passwordRepeat,
      name: values.name,
      surname: values.surname,
      phone: values.phone,
      countryId: values.countryId === '' ? null : values.countryId,
      params: {},
    },
    company: values.asCompany ? values.company : null,
    cart: { accessToken: null },
    challenge: { token: challenge.token, answer: challenge.answer.trim() },
  };
}

/** A message about the challenge as a whole (no token, say) is shown at its answer. */
const atAnswer = (path: readonly PropertyKey[]) => (path[0] === 'challenge' ? ['challenge', 'answer'] : path);

/** The form checked by the api's own rules (@stride/rules' signupSchema), one message a field. */
export function signupErrors(request: SignupRequest, translate: TranslateRule): FormErrors {
  const parsed = signupSchema.safeParse(request);
  if (parsed.success) return {};
  const issues = parsed.error.issues.map((issue) => ({ ...issue, path: atAnswer(issue.path) }));
  return issueErrors(issues, translate, { accepts: (field) => (SIGNUP_FIELDS as readonly string[]).includes(field) });
}

/** Submit stays disabled until the answer is the sum of the two digits shown (spec §2). */
export function canSubmitSignup(challenge: { a: number; b: number } | undefined, answer: string): boolean {
  return challenge !== undefined && isChallengeSolved(challenge, answer);
}

/** "This e-mail is already registered" (409 on `user.email`): the form offers the login beside it. */
export function isEmailTaken(error: unknown): boolean {
  return (
    error instanceof BrowserApiError &&
    error.status === 409 &&
    error.messages.some((message) => message.field === 'user.email')
  );
}
