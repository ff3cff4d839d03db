import type { ProductDetail } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import styles from './product-detail.module.css';

/** The card parameters (surface, drop, support…) as a two-column table. */
export async function ProductParameters({ parameters }: { parameters: ProductDetail['cardParameters'] }) {
  if (parameters.length === 0) return null;
  const t = await getTranslations('productDetail');
  return (
    <section className={styles.section} aria-labelledby="product-parameters-title">
      <h2 id="product-parameters-title" className={styles.sectionTitle}>
        {t('parameters')}
      </h2>
      <table className={styles.parameters} data-testid="product-parameters">
        <tbody>
          {parameters.map((parameter) => (
            <tr key={`${parameter.name}:${parameter.value}`}>
              <th scope="row">{parameter.name}</th>
              <td>{parameter.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
