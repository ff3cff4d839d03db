import { getTranslations } from 'next-intl/server';
import { getPath } from '@/components/common/link';
import { getNutritionPlan } from '@/lib/api/nutrition';
import type { NutritionView } from '@/lib/nutrition/plan-view';
import { FocusOnMount } from './focus-on-mount';
import styles from './nutrition.module.css';
import { NutritionForm } from './nutrition-form';
import { formValuesOf, nutritionRequestOf } from './nutrition-inputs';
import { NutritionResult } from './nutrition-result';

/**
 * The nutrition picker's page body, rendered on the server for the URL's inputs (decision 22): the
 * form, then the plan with its products, or what to correct. Only the add-to-cart button runs in
 * the browser.
 */
export async function NutritionScreen({ view }: { view: NutritionView }) {
  const [t, path] = await Promise.all([getTranslations('nutrition'), getPath()]);
  const request = nutritionRequestOf(view);
  const invalid = request.kind === 'invalid' ? request.fields : [];
  const answer = request.kind === 'plan' ? await getNutritionPlan(request.query) : null;
  return (
    <div className={`container ${styles.page}`} data-testid="nutrition-page">
      <h1 className={`display ${styles.title}`}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={styles.layout}>
        {/* The fragment brings the submitted form's answer into view (a GET form keeps its action's fragment). */}
        <NutritionForm action={`${path('/app/food')}#plan`} values={formValuesOf(view, invalid)} invalid={invalid} />
        {request.kind === 'invalid' && (
          <FocusOnMount id="plan" className={styles.errors}>
            <p>{t('errorsTitle')}</p>
            <ul>
              {invalid.map((field) => (
                <li key={field}>
                  <a href={`#nutrition-${field === 'caffeine' ? 'caffeine-no' : field}`}>{t(`errors.${field}`)}</a>
                </li>
              ))}
            </ul>
          </FocusOnMount>
        )}
        {answer && request.kind === 'plan' && <NutritionResult answer={answer} minutes={request.query.duration} />}
      </div>
    </div>
  );
}
