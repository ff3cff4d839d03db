import { z } from 'zod';
import type { LoginFlow } from './social-login-flow';

/**
 * Who the provider says logged in. `emailVerified` is the provider's word that the address is the
 * account holder's: only then may the login join an existing account with that e-mail.
 */
export type ProviderProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstname: string;
  surname: string;
};

/** One provider's side of the authorization-code flow. */
export type LoginProvider = {
  /** The provider's page this login sends the browser to. */
  authorizationUrl(flow: LoginFlow, redirectUri: string): Promise<URL>;
  /**
   * The profile, from the provider's answer on our callback (`callbackUrl`, with its query): the code
   * exchanged for tokens and the tokens checked. Throws when the provider refuses or answers wrongly.
   */
  profileOf(callbackUrl: URL, flow: LoginFlow, redirectUri: string): Promise<ProviderProfile>;
};

/** A provider's answer we cannot use: logged, and the shopper is told the login did not work. */
export class LoginProviderError extends Error {}

const EmailSchema = z.email();
const NAME_LENGTH = 100;

/** An address the provider gives, lower-cased, or null when it gives none that is one. */
export function emailOf(value: string | undefined): string | null {
  const email = value?.trim().toLowerCase();
  return email !== undefined && email.length <= 254 && EmailSchema.safeParse(email).success ? email : null;
}

/** A name as the profile keeps it: trimmed and of a length a form shows. */
export function nameOf(value: string | undefined): string {
  return (value ?? '').trim().slice(0, NAME_LENGTH);
}
