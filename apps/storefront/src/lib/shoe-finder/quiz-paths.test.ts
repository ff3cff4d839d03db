import { describe, expect, it } from 'vitest';
import { answeredPaths, quizFormRedirect, quizPath, quizStateOf } from './quiz-paths';

describe('the quiz paths', () => {
  it('prints the first question as the app path and a later one with its step and answers', () => {
    expect(quizPath('/app', { kind: 'question', step: 1, answers: [] })).toBe('/app');
    expect(quizPath('/app', { kind: 'question', step: 3, answers: ['neutral', 'heel'] })).toBe('/app/3/neutral/heel');
  });

  it('keeps the answer on the question answered and moves to the next one', () => {
    expect(answeredPaths('/app', { kind: 'question', step: 2, answers: ['neutral'] }, 'heel')).toEqual({
      answered: '/app/2/neutral/heel',
      next: '/app/3/neutral/heel',
    });
  });

  it('goes to the result after the size', () => {
    const six = ['pronation', 'heel', 'over-85', 'knee', 'road', 'training'];
    expect(answeredPaths('/app', { kind: 'question', step: 7, answers: six }, '44.5')?.next).toBe(
      '/app/pronation/heel/over-85/knee/road/training/44.5',
    );
  });

  it('refuses an answer the question does not have', () => {
    expect(answeredPaths('/app', { kind: 'question', step: 2, answers: ['neutral'] }, 'toes')).toBeNull();
  });

  it('redirects a form sent without JavaScript, and nothing else', () => {
    expect(quizFormRedirect('/app', '/app/2/neutral', new URLSearchParams('answer=midfoot'))).toBe(
      '/app/3/neutral/midfoot',
    );
    expect(quizFormRedirect('/app', '/app', new URLSearchParams('answer=pronation'))).toBe('/app/2/pronation');
    expect(quizFormRedirect('/app', '/app/2/neutral', new URLSearchParams('utm_source=x'))).toBeNull();
    expect(quizFormRedirect('/app', '/app/food', new URLSearchParams('answer=neutral'))).toBeNull();
    expect(quizFormRedirect('/app', '/application', new URLSearchParams('answer=neutral'))).toBeNull();
    expect(quizFormRedirect('/app', '/app/2/neutral', new URLSearchParams('answer=sideways'))).toBeNull();
  });

  it('reads no state from a path that is not the quiz’s', () => {
    expect(quizStateOf('/app', '/app/food')).toBeNull();
    expect(quizStateOf('/app', '/app/%zz')).toBeNull();
    expect(quizStateOf('/app', '/app/2/neutral')).toEqual({ kind: 'question', step: 2, answers: ['neutral'] });
  });
});
