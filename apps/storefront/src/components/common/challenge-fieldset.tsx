import form from '@/components/common/form.module.css';
import { TextField } from '@/components/common/form-field';
import textButton from '@/components/common/text-button.module.css';
import styles from './challenge-fieldset.module.css';
import type { ChallengeView } from './use-challenge';

/** The fieldset's words, in the host form's namespace (registration or contact form). */
export type ChallengeTexts = {
  legend: string;
  question: (a: number, b: number) => string;
  hint: string;
  failed: string;
  retry: string;
  loading: string;
};

/**
 * The api's arithmetic question (spec §2) as a form shows it: the answer field once the question is
 * there, a retry when it could not be fetched, a status while it loads. One piece for the
 * registration and the contact form, so both ask, fail and recover the same way.
 */
export function ChallengeFieldset(props: {
  view: ChallengeView;
  answerId: string;
  answer: string;
  onAnswer: (answer: string) => void;
  onRetry: () => void;
  error: string | undefined;
  texts: ChallengeTexts;
  testId?: string;
}) {
  const { view, texts } = props;
  return (
    <fieldset className={form.group} data-testid={props.testId}>
      <legend className={form.subLegend}>{texts.legend}</legend>
      {view.state === 'ready' ? (
        <div className={styles.challenge}>
          <TextField
            id={props.answerId}
            label={texts.question(view.a, view.b)}
            value={props.answer}
            onChange={props.onAnswer}
            autoComplete="off"
            inputMode="numeric"
            hint={texts.hint}
            error={props.error}
            required
            maxLength={2}
          />
        </div>
      ) : view.state === 'failed' ? (
        <p role="alert">
          {texts.failed}{' '}
          <button type="button" className={textButton.textButton} onClick={props.onRetry}>
            {texts.retry}
          </button>
        </p>
      ) : (
        <p role="status">{texts.loading}</p>
      )}
    </fieldset>
  );
}
