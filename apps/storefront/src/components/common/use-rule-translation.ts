'use client';

import { VALIDATION_MESSAGES } from '@stride/rules/browser';
import { type Messages, useTranslations } from 'next-intl';
import { useCallback } from 'react';

const PREFIX = 'validation.';
const RULE_KEYS = new Set<string>(Object.values(VALIDATION_MESSAGES));

type ValidationName = keyof Messages['validation'];

/**
 * Translates a rule's message key (`validation.zip`) for the page; `format` is the postal code format
 * of the address the field belongs to, which `validation.zip` names.
 */
export type TranslateRule = (key: string, format: string) => string;

/**
 * The shared rules' message keys (`validation.zip`) in the page's language, through the `validation`
 * namespace the api translates them with; a text that is no key is shown as it is.
 */
export function useRuleTranslation(): TranslateRule {
  const t = useTranslations('validation');
  return useCallback(
    (key: string, format: string) =>
      RULE_KEYS.has(key) ? t(key.slice(PREFIX.length) as ValidationName, { format }) : key,
    [t],
  );
}
