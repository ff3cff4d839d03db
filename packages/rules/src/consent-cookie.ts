/**
 * The visitor's cookie choice (issue 16 §3) as their browser keeps it. No zod here: the banner's
 * code reads and writes the cookie in every page (see browser.ts); the api checks what it records
 * with the contract's ConsentRecordRequestSchema.
 */

/**
 * The version of the cookie banner's text. Change it when the banner's wording or its purposes
 * change: a visitor whose cookie names an older version is asked again, and each recorded choice
 * names the version the visitor was shown.
 */
export const CONSENT_TEXT_VERSION = '2026-11-27';

/** The first-party cookie that keeps the choice; the browser writes and reads it, so pages stay cacheable. */
export const CONSENT_COOKIE = 'stride_consent';

/** How long a choice is kept before the banner asks again: six months. */
export const CONSENT_MAX_AGE_SECONDS = 183 * 24 * 60 * 60;

/** A visitor's choice: the optional purposes (necessary cookies need none), the text they saw, their random id. */
export type ConsentChoice = {
  analytics: boolean;
  marketing: boolean;
  /** A random UUID of this browser's choice, so the shop's records of one visitor's changes hang together. */
  consentId: string;
  textVersion: string;
};

const COOKIE_FORM =
  /^(\d{4}-\d{2}-\d{2})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([01])([01])$/;

/** The cookie's value: `<text version>.<consent id>.<analytics 0|1><marketing 0|1>` (nothing a cookie must escape). */
export function consentCookieValue(choice: ConsentChoice): string {
  return `${choice.textVersion}.${choice.consentId}.${choice.analytics ? 1 : 0}${choice.marketing ? 1 : 0}`;
}

/** The choice a cookie value holds, or null for a missing or malformed one (then the banner asks). */
export function parseConsentCookie(value: string | undefined | null): ConsentChoice | null {
  const match = value ? COOKIE_FORM.exec(value) : null;
  if (!match?.[1] || !match[2]) return null;
  return { textVersion: match[1], consentId: match[2], analytics: match[3] === '1', marketing: match[4] === '1' };
}

/** Whether a kept choice still stands: made on the banner text shown now (else the visitor is asked again). */
export function isCurrentConsent(choice: ConsentChoice | null): choice is ConsentChoice {
  return choice !== null && choice.textVersion === CONSENT_TEXT_VERSION;
}
