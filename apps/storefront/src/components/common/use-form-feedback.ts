'use client';

import { useCallback, useEffect, useState } from 'react';
import { type FormErrors, failureFeedback, firstErrorField } from './form-errors';

/** How a form names and orders its fields: focus goes to the first field with a message. */
export type FormFieldOrder = { order: readonly string[]; idOf: (field: string) => string };

/**
 * A form's messages: each at its field, the rest said above the button, and the first field with a
 * message focused after a submit (checked in the browser or refused by the api). `formError` is for
 * an element with role="alert", so it is read out when it appears.
 */
export function useFormFeedback({ order, idOf }: FormFieldOrder) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  /** Shows these messages in place of the last ones, and focuses the first field that has one. */
  const show = useCallback(
    (fields: FormErrors, message = '') => {
      setErrors(fields);
      setFormError(message);
      const first = firstErrorField(fields, order);
      if (first) setFocusRequest({ id: idOf(first) });
    },
    [order, idOf],
  );

  /**
   * A failed call: the api's messages on the fields the form shows, the rest above the button; a
   * failure without any (the network, a 5xx) is logged and said as `fallback` (spec §8).
   */
  const showFailure = useCallback(
    (error: unknown, texts: { fallback: string; invalid: string }) => {
      const { fields, message, logged } = failureFeedback(error, (field) => order.includes(field), texts);
      if (logged) console.error('form: the call failed', error);
      show(fields, message);
    },
    [order, show],
  );

  const clear = useCallback(() => show({}), [show]);

  return { errors, formError, show, showFailure, clear };
}

type SubmitOptions = {
  /** Stays busy after success: the page is about to be replaced, and a second click must send nothing. */
  holdBusy?: boolean;
  /** What the form does besides showing the messages (a new question, a link to offer). */
  onFailure?: (error: unknown) => void;
};

/**
 * A form's submit: the messages its own check `found` (nothing is sent then), else busy while `send`
 * runs, and the api's messages when it refuses (useFormFeedback).
 */
export function useFormSubmit(fields: FormFieldOrder, texts: { fallback: string; invalid: string }) {
  const feedback = useFormFeedback(fields);
  const [busy, setBusy] = useState(false);

  async function submit(found: FormErrors, send: () => Promise<unknown>, options: SubmitOptions = {}) {
    if (busy) return;
    if (Object.keys(found).length > 0) {
      feedback.show(found, texts.invalid);
      return;
    }
    setBusy(true);
    feedback.clear();
    try {
      await send();
      if (!options.holdBusy) setBusy(false);
    } catch (error) {
      setBusy(false);
      options.onFailure?.(error);
      feedback.showFailure(error, texts);
    }
  }

  return { ...feedback, busy, submit };
}
