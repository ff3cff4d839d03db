import {
  NUTRITION_ACTIVITIES,
  NUTRITION_HEATS,
  NUTRITION_INTENSITIES,
  NUTRITION_MAX_MINUTES,
  NUTRITION_MIN_MINUTES,
} from '@stride/rules';
import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/common/form.module.css';
import type { NutritionField } from '@/lib/nutrition/plan-view';
import styles from './nutrition.module.css';

type FormProps = {
  action: string;
  values: Record<NutritionField, string>;
  invalid: readonly NutritionField[];
};

/**
 * The picker's inputs as a plain GET form: it works without JavaScript, and its query is the page's
 * URL (shareable; back and forward work). A field the URL got wrong says so beside it.
 */
export async function NutritionForm({ action, values, invalid }: FormProps) {
  const t = await getTranslations('nutrition');
  const errorOf = (field: NutritionField) =>
    invalid.includes(field) ? (
      <p id={`nutrition-${field}-error`} className={formStyles.error}>
        {t(`errors.${field}`)}
      </p>
    ) : null;
  const describedBy = (field: NutritionField, hint?: string) =>
    [hint, invalid.includes(field) ? `nutrition-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const select = (
    field: 'activity' | 'intensity' | 'heat',
    options: readonly string[],
    label: (o: string) => string,
  ) => (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`nutrition-${field}`}>
        {t(field)}
      </label>
      <select
        id={`nutrition-${field}`}
        name={field}
        className={formStyles.input}
        defaultValue={values[field]}
        required
        aria-invalid={invalid.includes(field) || undefined}
        aria-describedby={describedBy(field)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
      {errorOf(field)}
    </div>
  );

  return (
    <form
      method="get"
      action={action}
      className={styles.form}
      aria-labelledby="nutrition-form-title"
      data-testid="nutrition-form"
    >
      <h2 id="nutrition-form-title" className={styles.formTitle}>
        {t('formTitle')}
      </h2>
      <div className={formStyles.fields}>
        {select('activity', NUTRITION_ACTIVITIES, (o) => t(`activities.${o as (typeof NUTRITION_ACTIVITIES)[number]}`))}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="nutrition-duration">
            {t('duration')}
          </label>
          <input
            id="nutrition-duration"
            name="duration"
            type="number"
            inputMode="numeric"
            min={NUTRITION_MIN_MINUTES}
            max={NUTRITION_MAX_MINUTES}
            step={1}
            required
            className={formStyles.input}
            defaultValue={values.duration}
            aria-invalid={invalid.includes('duration') || undefined}
            aria-describedby={describedBy('duration', 'nutrition-duration-hint')}
          />
          <p id="nutrition-duration-hint" className={formStyles.hint}>
            {t('durationHint')}
          </p>
          {errorOf('duration')}
        </div>
        {select('intensity', NUTRITION_INTENSITIES, (o) =>
          t(`intensities.${o as (typeof NUTRITION_INTENSITIES)[number]}`),
        )}
        {select('heat', NUTRITION_HEATS, (o) => t(`heats.${o as (typeof NUTRITION_HEATS)[number]}`))}
      </div>
      <div className={styles.choices}>
        <fieldset className={formStyles.group} aria-describedby={describedBy('caffeine')}>
          <legend className={formStyles.subLegend}>{t('caffeine')}</legend>
          {(['no', 'yes'] as const).map((choice) => (
            <div key={choice} className={formStyles.check}>
              <input
                type="radio"
                id={`nutrition-caffeine-${choice}`}
                name="caffeine"
                value={choice}
                defaultChecked={values.caffeine === choice}
              />
              <label htmlFor={`nutrition-caffeine-${choice}`}>
                {t(choice === 'yes' ? 'caffeineYes' : 'caffeineNo')}
              </label>
            </div>
          ))}
          {errorOf('caffeine')}
        </fieldset>
        <fieldset className={formStyles.group}>
          <legend className={formStyles.subLegend}>{t('diet')}</legend>
          {(['vegan', 'glutenFree'] as const).map((field) => (
            <div key={field} className={formStyles.check}>
              <input
                type="checkbox"
                id={`nutrition-${field}`}
                name={field}
                value="yes"
                defaultChecked={values[field] === 'yes'}
                aria-describedby={describedBy(field)}
              />
              <label htmlFor={`nutrition-${field}`}>{t(field)}</label>
              {errorOf(field)}
            </div>
          ))}
        </fieldset>
      </div>
      <button type="submit" className="button button-dark" data-testid="nutrition-submit">
        {t('submit')}
      </button>
    </form>
  );
}
