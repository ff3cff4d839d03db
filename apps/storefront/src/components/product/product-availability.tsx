import type { Product } from '@stride/contract';

/** "Only in store" or "sold out"; nothing for a product in stock online. */
export function ProductAvailability({
  storeStatus,
  className,
  texts,
}: {
  storeStatus: Product['storeStatus'];
  className?: string;
  texts: { inStoreOnly: string; soldOut: string };
}) {
  if (storeStatus === 'in_stock') return null;
  return (
    <p className={className} data-status={storeStatus}>
      {storeStatus === 'in_store_only' ? texts.inStoreOnly : texts.soldOut}
    </p>
  );
}
