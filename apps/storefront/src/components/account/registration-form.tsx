'use client';

import type { AuthSuccess } from '@stride/contract';
import type { ContactCountry } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useChallenge } from '@/components/common/use-challenge';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import { withBackUrl } from '@/lib/account/back-url';
import { ACCOUNT_PATHS, accountApi } from '@/lib/api/account-api';
import type { AccountLinks } from './account-links';
import { RegistrationFormView } from './registration-form-view';
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
  const [emailTaken, setEmailTaken] = useState(false);
  // The answer belongs to the question it was typed for: a new question starts empty.
  const {
    challenge,
    view,
    answer: typedAnswer,
    onAnswer,
    renew: renewChallenge,
  } = useChallenge(ACCOUNT_PATHS.signupChallenge);

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
        renewChallenge();
      },
    });
  }

  return (
    <RegistrationFormView
      values={values}
      onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      answer={typedAnswer}
      onAnswer={onAnswer}
      challenge={view}
      onRetryChallenge={renewChallenge}
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
