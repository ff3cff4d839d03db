'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { readSignupChallenge } from '@/lib/api/challenge-api';

/** The arithmetic question as a form shows it: on its way, failed to load, or its two digits. */
export type ChallengeView = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; a: number; b: number };

/** A question is renewed this long before the api lets it expire, so an answer never meets a dead one. */
const RENEW_BEFORE_EXPIRY_SECONDS = 5;

/**
 * The api's arithmetic question (spec §2) for one form: the registration's or a contact form's. The
 * question is single-use, so each form asks under its own SWR `key` (a registration page with the
 * support widget's contact form open holds two); it is renewed before it expires and after any
 * refused send (`renew`), and the answer typed belongs to the question it was typed for.
 */
export function useChallenge(key: string) {
  const [answer, setAnswer] = useState({ token: '', text: '' });
  const { data, error, mutate } = useSWR(key, readSignupChallenge, {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });

  useEffect(() => {
    if (!data) return;
    const renewIn = Math.max(data.expiresInSeconds - RENEW_BEFORE_EXPIRY_SECONDS, 1) * 1000;
    const timer = setTimeout(() => void mutate(), renewIn);
    return () => clearTimeout(timer);
  }, [data, mutate]);

  const view: ChallengeView = data
    ? { state: 'ready', a: data.a, b: data.b }
    : error
      ? { state: 'failed' }
      : { state: 'loading' };

  return {
    /** The question as the api gave it (its token goes back with the answer), once loaded. */
    challenge: data,
    view,
    /** The answer typed for the current question ('' for a new one). */
    answer: data && answer.token === data.token ? answer.text : '',
    onAnswer: (text: string) => {
      if (data) setAnswer({ token: data.token, text });
    },
    renew: () => void mutate(),
  };
}
