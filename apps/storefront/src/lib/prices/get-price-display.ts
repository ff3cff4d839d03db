import { getWebInstance } from '@/lib/api/catalog';
import { type PriceDisplay, priceDisplay } from './price-display';

/**
 * The price display of the current request, for server components. The web instance read is the
 * cached one the layout already made. No accounts exist yet, so there is no company: when sign-in
 * arrives, pass the signed-in buyer's company as `priceDisplay`'s second argument here — the only
 * place that needs to change.
 */
export async function getPriceDisplay(): Promise<PriceDisplay> {
  return priceDisplay(await getWebInstance());
}
