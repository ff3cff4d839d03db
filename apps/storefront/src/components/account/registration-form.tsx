'use client';

import type { AuthSuccess } from '@stride/contract';
import type { ContactCountry } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import useSWR from 'swr';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import { withBackUrl } from '@/lib/account/back-url';
import { ACCOUNT_PATHS, accountApi, readSignupChallenge } from '@/lib/api/account-api';
import type { AccountLinks } from './account-links';
import { type ChallengeView, RegistrationFormView } from './registration-form-view';
import {
  canSubmitSignup,
  emptySignup,
  isEmailTaken,
  SIGNUP_FIELDS,
  type SignupValues,
  signupErrors,
  signupFieldId,
  signupRequestOf,
} from './registration-model';

const FIELDS = { order: SIGNUP_FIELDS, idOf: signupFieldId };

/** A question is renewed this long before the api lets it expire, so an answer never meets a dead one. */
const RENEW_BEFORE_EXPIRY_SECONDS = 5;

/**
 * The registration form's state (issue 13). The arithmetic question is the api's and single-use:
 * after any refused signup, and before it expires, a new one is fetched and the old answer dropped.
 */
export function RegistrationForm({
  links,
  backUrl,
  country,
  onSignedIn,
}: {
  links: AccountLinks;
  backUrl: string | null;
  country: ContactCountry;
  onSignedIn: (answer: AuthSuccess) => Promise<void>;
}) {
  const t = useTranslations('account');
  const translateRule = useRuleTranslation();
  const { errors, formError, busy, submit } = useFormSubmit(FIELDS, { fallback: t('failed'), invalid: t('invalid') });
  const [values, setValues] = useState<SignupValues>(() => emptySignup(country));
  // The answer belongs to the question it was typed for: a new question starts empty.
  const [answer, setAnswer] = useState({ token: '', text: '' });
  const [emailTaken, setEmailTaken] = useState(false);
  const {
    data: challenge,
    error: challengeError,
    mutate: renewChallenge,
  } = useSWR(ACCOUNT_PATHS.signupChallenge, readSignupChallenge, { revalidateOnMount: true, dedupingInterval: 0 });

  useEffect(() => {
    if (!challenge) return;
    const renewIn = Math.max(challenge.expiresInSeconds - RENEW_BEFORE_EXPIRY_SECONDS, 1) * 1000;
    const timer = setTimeout(() => void renewChallenge(), renewIn);
    return () => clearTimeout(timer);
  }, [challenge, renewChallenge]);

  const typedAnswer = challenge && answer.token === challenge.token ? answer.text : '';
  const challengeView: ChallengeView = challenge
    ? { state: 'ready', a: challenge.a, b: challenge.b }
    : challengeError
      ? { state: 'failed' }
      : { state: 'loading' };

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!challenge || !canSubmitSignup(challenge, typedAnswer)) return;
    const request = signupRequestOf(values, { token: challenge.token, answer: typedAnswer });
    setEmailTaken(false);
    void submit(signupErrors(request, translateRule), async () => onSignedIn(await accountApi.signup(request)), {
      holdBusy: true,
      onFailure: (error) => {
        setEmailTaken(isEmailTaken(error));
        // The api has used this question up, whatever it refused.
        void renewChallenge();
      },
    });
  }

  return (
    <RegistrationFormView
      values={values}
      onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      answer={typedAnswer}
      onAnswer={(text) => challenge && setAnswer({ token: challenge.token, text })}
      challenge={challengeView}
      onRetryChallenge={() => void renewChallenge()}
      solved={canSubmitSignup(challenge, typedAnswer)}
      errors={errors}
      formError={formError}
      emailTaken={emailTaken}
      busy={busy}
      onSubmit={send}
      loginHref={withBackUrl(links.login, backUrl)}
    />
  );
}
