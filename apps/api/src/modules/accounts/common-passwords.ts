import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (issue 13 §2, OWASP ASVS 5.0 6.2.4): zxcvbn-ts's list of about 49,000
 * from breach corpora, maintained as a package, of which those our rules would allow at all (6
 * characters or more). Compared case-insensitively: "Password1" is as weak as "password1".
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((entry) => entry.length >= 6));
  return common.has(password.toLowerCase());
}
