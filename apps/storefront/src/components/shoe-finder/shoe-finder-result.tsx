import type { Locale } from '@stride/i18n';
import { SHOE_FINDER_QUESTIONS, type ShoeFinderAnswers } from '@stride/rules/browser';
import { getTranslations } from 'next-intl/server';
import { ShopLink } from '@/components/common/shop-link';
import { ProductCard } from '@/components/product/product-card';
import { getPathname } from '@/i18n/navigation';
import { getShoeFinderResult } from '@/lib/api/shoe-finder';
import { categoryHref } from '@/lib/listing/listing-url';
import { quizPath } from '@/lib/shoe-finder/quiz-paths';
import styles from './shoe-finder.module.css';

/** How many reasons a shoe's line gives: the strongest two, one short line. */
const REASONS_SHOWN = 2;

type ShoeFinderResultProps = { locale: Locale; appPath: string; answers: ShoeFinderAnswers };

/**
 * The quiz's result, rendered on the server: the shoes in stock in the size, best fit first, each
 * with why it fits; the answers with a link back to each question; and the listing of such shoes.
 */
export async function ShoeFinderResult({ locale, appPath, answers }: ShoeFinderResultProps) {
  const [t, result] = await Promise.all([getTranslations('shoeFinder'), getShoeFinderResult(answers)]);
  const answerList = SHOE_FINDER_QUESTIONS.map((question) => answers[question]);
  const answerLabel = (question: (typeof SHOE_FINDER_QUESTIONS)[number]) =>
    question === 'size'
      ? t('questions.size.choice', { size: answers.size })
      : t(`questions.${question}.choices.${answers[question]}` as 'questions.foot.choices.neutral');

  return (
    <div className={`container ${styles.quiz}`} data-testid="shoe-finder-result">
      <p className={styles.eyebrow}>{t('title')}</p>
      <h1 className="section-title">{t('result.title')}</h1>
      <p className={styles.lead}>{t('result.lead', { size: answers.size })}</p>

      <section className={styles.answers} aria-labelledby="quiz-answers">
        <h2 id="quiz-answers">{t('result.answers')}</h2>
        <dl>
          {SHOE_FINDER_QUESTIONS.map((question, at) => (
            <div key={question} className={styles.answer}>
              <dt>{t(`questions.${question}.title`)}</dt>
              <dd>
                {answerLabel(question)}{' '}
                <ShopLink
                  href={quizPath(appPath, { kind: 'question', step: at + 1, answers: answerList })}
                  className={styles.change}
                  data-testid={`change-${question}`}
                >
                  {t('result.change')}
                  <span className="visually-hidden">: {t(`questions.${question}.title`)}</span>
                </ShopLink>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {result.items.length === 0 ? (
        <p className={styles.empty} data-testid="shoe-finder-empty">
          {t('result.empty', { size: answers.size })}
        </p>
      ) : (
        <section aria-labelledby="shoe-finder-shoes">
          <h2 id="shoe-finder-shoes" className="visually-hidden">
            {t('result.listTitle')}
          </h2>
          <ol className={styles.results}>
            {result.items.map((item, at) => (
              <li key={item.product.id} className={styles.result} data-testid="shoe-finder-item">
                <ProductCard product={item.product} priority={at === 0} />
                {item.reasons.length > 0 && (
                  <p className={styles.why} data-testid="shoe-finder-why">
                    <span className="visually-hidden">{t('result.why')} </span>
                    {item.reasons
                      .slice(0, REASONS_SHOWN)
                      .map((reason) => t(`reasons.${reason}`))
                      .join(' ')}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className={styles.actions}>
        {result.listing && (
          <ShopLink
            href={getPathname({
              locale,
              href: categoryHref(result.listing.category.urlName, result.listing.param.split('/'), 'recommended'),
            })}
            className="button button-dark"
            data-testid="shoe-finder-listing"
          >
            {t('result.listing', { category: result.listing.category.name })}
          </ShopLink>
        )}
        <ShopLink href={appPath} className="button button-outline" data-testid="quiz-restart">
          {t('result.restart')}
        </ShopLink>
      </div>
    </div>
  );
}
