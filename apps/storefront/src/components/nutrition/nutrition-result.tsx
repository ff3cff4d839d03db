import type { NutritionPlanResponse } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { getPath } from '@/components/common/link';
import { ProductCard } from '@/components/product/product-card';
import { AddPlanToCart } from './add-plan-to-cart';
import styles from './nutrition.module.css';

/** "2 h 30 min", in the shop's words. */
async function durationText(minutes: number): Promise<string> {
  const t = await getTranslations('nutrition');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('minutes', { minutes: rest });
  return rest === 0 ? t('hours', { hours }) : t('hoursMinutes', { hours, minutes: rest });
}

/**
 * The plan for the asked effort: the targets per hour and in total, the products that meet them with
 * their quantities and what each brings, the water besides, and the one button that adds them all.
 */
export async function NutritionResult({ answer, minutes }: { answer: NutritionPlanResponse; minutes: number }) {
  const [t, path, duration] = await Promise.all([getTranslations('nutrition'), getPath(), durationText(minutes)]);
  const { plan, items, covered } = answer;
  const pieces = items.reduce((sum, item) => sum + item.count, 0);
  const target = (testId: string, name: string, perHour: string, total: string, note?: string) => (
    <div className={styles.target} data-testid={testId}>
      <dt>{name}</dt>
      <dd>
        <strong>{perHour}</strong> <span>{total}</span>
        {note && <span className={styles.note}>{note}</span>}
      </dd>
    </div>
  );

  return (
    <section id="plan" className={styles.result} aria-labelledby="nutrition-plan-title" data-testid="nutrition-plan">
      <h2 id="nutrition-plan-title" className="section-title">
        {t('planTitle', { duration })}
      </h2>
      <h3 className="visually-hidden">{t('targetsTitle')}</h3>
      <dl className={styles.targets}>
        {target(
          'nutrition-carbohydrate',
          t('carbohydrate'),
          t('perHourG', { value: plan.carbohydrate.perHour }),
          t('totalG', { value: plan.carbohydrate.total }),
          plan.carbohydrate.band.max > 0
            ? t('band', { min: plan.carbohydrate.band.min, max: plan.carbohydrate.band.max })
            : undefined,
        )}
        {target(
          'nutrition-fluid',
          t('fluid'),
          t('perHourMl', { value: plan.fluid.perHour }),
          t('totalMl', { value: plan.fluid.total }),
        )}
        {target(
          'nutrition-sodium',
          t('sodium'),
          t('perHourMg', { value: plan.sodium.perHour }),
          t('totalMg', { value: plan.sodium.total }),
        )}
        {target(
          'nutrition-caffeine',
          t('caffeineTarget'),
          plan.caffeineMaxMg > 0 ? t('caffeineMax', { value: plan.caffeineMaxMg }) : t('caffeineNone'),
          '',
        )}
      </dl>
      <ul className={styles.notes}>
        {plan.carbohydrate.total === 0 && <li>{t('noCarbs')}</li>}
        {plan.carbohydrate.dualSource && <li>{t('dualSource')}</li>}
        {plan.carbohydrate.solidShare > 0 && <li>{t('solidShare')}</li>}
      </ul>

      {items.length > 0 ? (
        <>
          <h3 className={styles.productsTitle}>{t('productsTitle')}</h3>
          <ul className={styles.items} aria-label={t('productsLabel')}>
            {items.map((item) => {
              const facts = [
                t('itemFacts', { servings: item.servings, carbs: item.carbohydrateG, sodium: item.sodiumMg }),
                item.caffeineMg > 0 ? t('itemCaffeine', { value: item.caffeineMg }) : null,
                item.fluidMl > 0 ? t('itemFluid', { value: item.fluidMl }) : null,
              ].filter(Boolean);
              return (
                <li
                  key={item.product.id}
                  className={styles.item}
                  data-testid="nutrition-item"
                  data-product-id={item.product.id}
                  data-count={item.count}
                >
                  <p className={styles.quantity} data-testid="nutrition-quantity">
                    {t('quantity', { count: item.count })}
                  </p>
                  <ProductCard product={item.product} />
                  <p className={styles.itemFacts}>{facts.join(', ')}</p>
                </li>
              );
            })}
          </ul>
          <p className={styles.covered}>
            {t('covered', { carbs: covered.carbohydrateG, sodium: covered.sodiumMg, caffeine: covered.caffeineMg })}
          </p>
          {answer.waterMl > 0 && <p className={styles.covered}>{t('water', { value: answer.waterMl })}</p>}
          <AddPlanToCart
            items={items.map((item) => ({ productId: item.product.id, sizeId: item.sizeId, count: item.count }))}
            cartHref={path('/cart')}
            texts={{
              addAll: t('addAll'),
              adding: t('adding'),
              added: t('added', { count: pieces }),
              toCart: t('toCart'),
              failed: t('addFailed'),
            }}
          />
        </>
      ) : (
        <p className={styles.covered} data-testid="nutrition-no-products">
          {plan.carbohydrate.total === 0 && plan.sodium.total === 0
            ? `${t('nothingNeeded')}${answer.waterMl > 0 ? ` ${t('water', { value: answer.waterMl })}` : ''}`
            : t('noProducts')}
        </p>
      )}
      <p className={styles.guidance}>{t('guidance')}</p>
    </section>
  );
}
