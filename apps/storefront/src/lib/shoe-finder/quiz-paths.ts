// The zod-free rules: the quiz's form imports this module into the browser bundle.
import {
  answerAt,
  isShoeFinderAnswer,
  nextShoeFinderState,
  parseShoeFinderPath,
  printShoeFinderPath,
  SHOE_FINDER_QUESTIONS,
  type ShoeFinderState,
} from '@stride/rules/browser';

/** The name of the quiz form's radio group: without JavaScript the form sends `?answer=…`. */
export const ANSWER_FIELD = 'answer';

/** The path of a quiz state under the app's localized path (`/app`). */
export function quizPath(appPath: string, state: ShoeFinderState): string {
  const segments = printShoeFinderPath(state).map(encodeURIComponent);
  return segments.length === 0 ? appPath : `${appPath}/${segments.join('/')}`;
}

/**
 * Where an answer to the question shown takes the quiz: `answered` is the question again with the
 * answer chosen (the browser's back button returns there), `next` the next question or the result.
 * Null for an answer the question does not have.
 */
export function answeredPaths(
  appPath: string,
  state: Extract<ShoeFinderState, { kind: 'question' }>,
  answer: string,
): { answered: string; next: string } | null {
  const question = SHOE_FINDER_QUESTIONS[state.step - 1];
  if (question === undefined || !isShoeFinderAnswer(question, answer)) return null;
  const answers = answerAt(state.answers, state.step, answer);
  const next = nextShoeFinderState(answers, state.step);
  if (!next) return null;
  return { answered: quizPath(appPath, { ...state, answers }), next: quizPath(appPath, next) };
}

/** The quiz state of a path, or null when it is no quiz path (another page under `/app`, a bad answer). */
export function quizStateOf(appPath: string, pathname: string): ShoeFinderState | null {
  if (pathname !== appPath && !pathname.startsWith(`${appPath}/`)) return null;
  try {
    const segments = pathname.slice(appPath.length).split('/').filter(Boolean).map(decodeURIComponent);
    return parseShoeFinderPath(segments);
  } catch {
    return null;
  }
}

/**
 * The quiz form sent without JavaScript (`/app/2/neutral?answer=heel`): the path to redirect to, the
 * next question or the result. Pages are cached per path and never read the query (decision 8), so
 * the proxy turns the query into the path; null for any other request.
 */
export function quizFormRedirect(appPath: string, pathname: string, query: URLSearchParams): string | null {
  const answer = query.get(ANSWER_FIELD);
  if (answer === null) return null;
  const state = quizStateOf(appPath, pathname);
  if (state?.kind !== 'question') return null;
  return answeredPaths(appPath, state, answer)?.next ?? null;
}
