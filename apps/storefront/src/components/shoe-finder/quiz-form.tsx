'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { ANSWER_FIELD, answeredPaths, quizStateOf } from '@/lib/shoe-finder/quiz-paths';

type QuizFormProps = {
  /** The app's localized path (`/app`). */
  appPath: string;
  /** The path of the question shown: where the form goes without JavaScript (the proxy redirects on). */
  action: string;
  /** The radio group, drawn on the server. */
  children: ReactNode;
  submitLabel: string;
  className?: string;
};

/**
 * One question's form. With JavaScript the answer goes into the URL first (the question shown with
 * its answer, replacing the history entry), then the quiz moves on: the browser's back button
 * returns to this question with the answer chosen. The state is read from the browser's URL, not
 * from the render: a back navigation may show a render of this question made before it was answered.
 */
export function QuizForm({ appPath, action, children, submitLabel, className }: QuizFormProps) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const state = quizStateOf(appPath, window.location.pathname);
    const chosen = state?.kind === 'question' ? state.answers[state.step - 1] : undefined;
    const radios = form.current?.elements.namedItem(ANSWER_FIELD);
    if (chosen !== undefined && radios instanceof RadioNodeList) radios.value = chosen;
  }, [appPath]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const answer = new FormData(event.currentTarget).get(ANSWER_FIELD);
    const state = quizStateOf(appPath, window.location.pathname);
    if (typeof answer !== 'string' || state?.kind !== 'question') return;
    const paths = answeredPaths(appPath, state, answer);
    if (!paths) return;
    event.preventDefault();
    window.history.replaceState(null, '', paths.answered);
    router.push(paths.next);
  };

  return (
    <form ref={form} method="get" action={action} onSubmit={submit} className={className}>
      {children}
      <button type="submit" className="button button-volt" data-testid="quiz-next">
        {submitLabel}
      </button>
    </form>
  );
}
