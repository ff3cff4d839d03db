import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION, consentCookieValue, isCurrentConsent, parseConsentCookie } from './consent-cookie';

describe('the consent cookie', () => {
  it('writes the choice in its documented form and reads it back', () => {
    const choice = {
      textVersion: '2026-11-27',
      consentId: '6f1c3a52-1d0b-4c8e-9a57-0b8c2f1e4d21',
      analytics: true,
      marketing: false,
    };
    expect(consentCookieValue(choice)).toBe('2026-11-27.6f1c3a52-1d0b-4c8e-9a57-0b8c2f1e4d21.10');
    expect(parseConsentCookie('2026-11-27.6f1c3a52-1d0b-4c8e-9a57-0b8c2f1e4d21.10')).toEqual(choice);
    expect(parseConsentCookie('2026-11-27.6f1c3a52-1d0b-4c8e-9a57-0b8c2f1e4d21.01')).toEqual({
      ...choice,
      analytics: false,
      marketing: true,
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['a purpose that is not 0 or 1', '2026-11-27.6f1c3a52-1d0b-4c8e-9a57-0b8c2f1e4d21.12'],
    ['no consent id', '2026-11-27..11'],
    ['a script', '<script>alert(1)</script>'],
    ['an upper-case id', '2026-11-27.6F1C3A52-1D0B-4C8E-9A57-0B8C2F1E4D21.11'],
  ])('reads a %s value as no choice (the banner asks)', (_case, value) => {
    expect(parseConsentCookie(value)).toBeNull();
  });

  it('asks again when the choice was made on another banner text', () => {
    const id = '6f1c3a52-1d0b-4c8e-9a57-0b8c2f1e4d21';
    expect(isCurrentConsent(parseConsentCookie(`${CONSENT_TEXT_VERSION}.${id}.00`))).toBe(true);
    expect(isCurrentConsent(parseConsentCookie(`2020-01-01.${id}.11`))).toBe(false);
    expect(isCurrentConsent(null)).toBe(false);
  });
});
