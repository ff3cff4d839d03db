import { SHOE_FINDER_CHOICES, SHOE_FINDER_QUESTIONS, type ShoeFinderState } from '@stride/rules/browser';
import { getTranslations } from 'next-intl/server';
import { ShopLink } from '@/components/common/shop-link';
import { getShoeFinderSizes } from '@/lib/api/shoe-finder';
import { ANSWER_FIELD, quizPath } from '@/lib/shoe-finder/quiz-paths';
import { QuestionHeading } from './question-heading';
import { QuizForm } from './quiz-form';
import styles from './shoe-finder.module.css';

type QuizQuestionProps = {
  appPath: string;
  state: Extract<ShoeFinderState, { kind: 'question' }>;
};

/**
 * One question of the quiz: its progress ("question 3 of 7"), the question as the heading, its
 * choices as a radio group, next and back. A plain form, so it works without JavaScript too.
 */
export async function QuizQuestion({ appPath, state }: QuizQuestionProps) {
  const { step, answers } = state;
  const question = SHOE_FINDER_QUESTIONS[step - 1] ?? 'foot';
  const total = SHOE_FINDER_QUESTIONS.length;
  const t = await getTranslations('shoeFinder');
  const choices =
    question === 'size'
      ? (await getShoeFinderSizes()).map((size) => ({
          value: size.value,
          label: t('questions.size.choice', { size: size.name }),
        }))
      : SHOE_FINDER_CHOICES[question].map((value) => ({
          value,
          label: t(`questions.${question}.choices.${value}` as 'questions.foot.choices.neutral'),
        }));
  const chosen = answers[step - 1];
  const isLast = step === total;

  return (
    <div className={`container ${styles.quiz}`} data-testid="shoe-quiz" data-step={step}>
      <p className={styles.eyebrow}>{t('title')}</p>
      <p id="quiz-progress" className={styles.progressText}>
        {t('progress', { step, total })}
      </p>
      <progress className={styles.progress} value={step} max={total} aria-label={t('progressLabel')} />
      <QuestionHeading key={`${step}/${answers.join('/')}`} id="quiz-question" describedBy="quiz-progress">
        {t(`questions.${question}.title`)}
      </QuestionHeading>
      {step === 1 && <p className={styles.lead}>{t('intro')}</p>}
      {question === 'foot' && (
        <section className={styles.note} aria-labelledby="wet-foot-test">
          <h2 id="wet-foot-test">{t('wetFootTest.title')}</h2>
          <p>{t('wetFootTest.text')}</p>
        </section>
      )}
      {question === 'size' && <p className={styles.lead}>{t('questions.size.hint')}</p>}
      <QuizForm
        appPath={appPath}
        action={quizPath(appPath, state)}
        submitLabel={isLast ? t('showShoes') : t('next')}
        className={styles.form}
      >
        <div
          role="radiogroup"
          aria-labelledby="quiz-question"
          className={question === 'size' ? styles.sizes : styles.choices}
        >
          {choices.map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name={ANSWER_FIELD}
                value={choice.value}
                required
                defaultChecked={choice.value === chosen}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      </QuizForm>
      {step > 1 && (
        <ShopLink
          href={quizPath(appPath, { kind: 'question', step: step - 1, answers })}
          className={styles.back}
          data-testid="quiz-back"
        >
          {t('back')}
        </ShopLink>
      )}
    </div>
  );
}
