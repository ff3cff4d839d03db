'use client';

import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_TEXT_VERSION,
  type ConsentChoice,
  consentCookieValue,
  isCurrentConsent,
  parseConsentCookie,
} from '@stride/rules/browser';
import { useSyncExternalStore } from 'react';

/**
 * The visitor's cookie choice in the browser (issue 16 §3, decision 27). The choice lives in a
 * first-party cookie that this code writes and reads, so every cached page stays the same for
 * everyone (decision 8): the server never reads it. Analytics and the marketing events ask
 * `currentConsent()` before they do anything; until a choice is made, both purposes are off.
 */

export type ConsentPurposes = { analytics: boolean; marketing: boolean };

const listeners = new Set<() => void>();
/** The cookie as last read: re-parsed only when its text changes. */
let lastCookie: string | null = null;
let lastChoice: ConsentChoice | null = null;

function cookieText(): string {
  const prefix = `${CONSENT_COOKIE}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return '';
}

/** The choice that stands (made on the banner text shown now), or null: not asked yet, or asked on an older text. */
export function currentConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  const text = cookieText();
  if (text !== lastCookie) {
    lastCookie = text;
    const parsed = parseConsentCookie(text);
    lastChoice = isCurrentConsent(parsed) ? parsed : null;
  }
  return lastChoice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice in a component; null on the server and before a choice (the cached HTML has no banner). */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, currentConsent, () => null);
}

function randomConsentId(): string {
  return crypto.randomUUID();
}

/**
 * Keeps a new choice: writes the cookie (for half a year, this site only), tells the page's parts,
 * and has the api record the change (time, purposes, text version). The record is sent with
 * `keepalive`, so a click that also navigates away still reaches the api; its failure changes
 * nothing for the visitor (the cookie holds the choice).
 */
export function saveConsent(purposes: ConsentPurposes): ConsentChoice {
  const choice: ConsentChoice = {
    ...purposes,
    consentId: currentConsent()?.consentId ?? parseConsentCookie(cookieText())?.consentId ?? randomConsentId(),
    textVersion: CONSENT_TEXT_VERSION,
  };
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choice)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  void fetch('/api/lib/v1/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(choice),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
  for (const listener of listeners) listener();
  return choice;
}

const OPEN_EVENT = 'stride:consent-settings';

/** Opens the banner again (the footer's "cookie settings"), wherever the banner's code is. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Calls `onOpen` whenever the footer's link asks for the banner; returns the unsubscribe. */
export function onConsentSettingsOpened(onOpen: () => void): () => void {
  window.addEventListener(OPEN_EVENT, onOpen);
  return () => window.removeEventListener(OPEN_EVENT, onOpen);
}
