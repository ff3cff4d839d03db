import { loginSchema } from '@stride/rules';
import { type FormErrors, fieldControlId, issueErrors } from '@/components/common/form-errors';
import type { TranslateRule } from '@/components/common/use-rule-translation';

/** The login form's fields, named as the api names them, in the page's order. */
export const LOGIN_FIELDS = ['email', 'password'] as const;

export const loginFieldId = (field: string) => fieldControlId('login', field);

export type LoginValues = { email: string; password: string; remember: boolean };

export const EMPTY_LOGIN: LoginValues = { email: '', password: '', remember: false };

/** POST /auth/login's body: the e-mail as typed but for spaces around it, the password exactly as typed. */
export function loginRequestOf(values: LoginValues): LoginValues {
  return { email: values.email.trim(), password: values.password, remember: values.remember };
}

/** The form checked by the api's own rules (@stride/rules' loginSchema). */
export function loginErrors(values: LoginValues, translate: TranslateRule): FormErrors {
  const parsed = loginSchema.safeParse(loginRequestOf(values));
  if (parsed.success) return {};
  return issueErrors(parsed.error.issues, translate, {
    accepts: (field) => (LOGIN_FIELDS as readonly string[]).includes(field),
  });
}
