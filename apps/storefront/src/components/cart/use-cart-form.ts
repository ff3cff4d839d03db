'use client';

import { useState } from 'react';
import { failureMessages } from '@/lib/api/use-cart-actions';

/**
 * One cart form's sending and its errors at the fields: the api's translated messages, each under
 * the field it names (spec §8); a message naming no field of this form goes under `fallbackField`.
 * A network failure shows nothing and is logged; the form is usable again either way.
 */
export function useCartForm<Field extends string>(fields: readonly Field[], fallbackField: Field) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function send(change: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setErrors({});
    try {
      await change();
      return true;
    } catch (error) {
      const found: Partial<Record<Field, string>> = {};
      for (const { field, message } of failureMessages(error)) {
        const at = fields.find((name) => name === field) ?? fallbackField;
        found[at] = found[at] ? `${found[at]} ${message}` : message;
      }
      setErrors(found);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, send };
}
