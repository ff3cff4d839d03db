import type { Product } from '@stride/contract';
import { getTranslations } from 'next-intl/server';

/** "Only in store" or "sold out"; nothing for a product in stock online. */
export async function ProductAvailability({
  storeStatus,
  className,
}: {
  storeStatus: Product['storeStatus'];
  className?: string;
}) {
  const t = await getTranslations('product');
  if (storeStatus === 'in_stock') return null;
  return (
    <p className={className} data-status={storeStatus}>
      {storeStatus === 'in_store_only' ? t('inStoreOnly') : t('soldOut')}
    </p>
  );
}
