import { isCurrency, toMajorUnits } from '@stride/rules';
import type { EcomailSettings } from '../../config';
import type { ClaimedMarketingEvent } from './queries';

/**
 * The adapter to Ecomail's api (api2.ecomailapp.cz; the `key` header carries the api key): what each
 * of our events becomes there, in its own protocol.
 *
 * - Subscribe (newsletter, purchase): `POST /lists/{list}/subscribe` with `subscriber_data` (email,
 *   `source` = our channel, tags: the channel and the shop), updating an existing contact.
 * - Purchase: `POST /tracker/transaction` with `transaction` (order_id, email, shop, amount,
 *   timestamp) and its `transaction_items` (code, title, price, amount).
 * - SetCart: `POST /tracker/events`, the tracker's basket event (category `ue`, action and label
 *   `Basket`, value the JSON of `{data: {data: {action: 'Basket', products}}}`).
 * - Identify, ViewContent, ViewCategory: `POST /tracker/events`, a user event (`ue`) of that action,
 *   its value the JSON of our payload.
 *
 * An answer other than 2xx, a timeout or a refused connection throws: the forwarder tries again later.
 */

type Json = Record<string, unknown>;

/**
 * A money amount of a stored payload (minor units, as marketing-events' service wrote it) in the
 * currency's major units, as Ecomail takes it (a JSON number: 89.9). A payload that is not what we
 * wrote throws: the event waits with its error logged rather than telling the tool a wrong sum.
 */
function majorOf(minor: unknown, currency: unknown): number {
  if (typeof minor !== 'number' || typeof currency !== 'string' || !isCurrency(currency)) {
    throw new TypeError(`a stored amount is not minor units of a currency: ${String(minor)} ${String(currency)}`);
  }
  return toMajorUnits(minor, currency);
}

const arrayOf = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : [];

/** The request Ecomail gets for one event: its path under the api's address, and its JSON body. */
export function ecomailRequestOf(event: ClaimedMarketingEvent, listId: string): { path: string; body: Json } {
  const { payload, email } = event;
  switch (event.type) {
    case 'Subscribe': {
      const channel = typeof payload.channel === 'string' ? payload.channel : 'footer';
      return {
        path: `/lists/${encodeURIComponent(listId)}/subscribe`,
        body: {
          subscriber_data: { email, source: channel, tags: [channel, `shop-${event.locale}`] },
          trigger_autoresponders: true,
          update_existing: true,
          resubscribe: false,
        },
      };
    }
    case 'Purchase':
      return {
        path: '/tracker/transaction',
        body: {
          transaction: {
            order_id: payload.orderNumber,
            email,
            shop: event.locale,
            amount: majorOf(payload.total, payload.currency),
            timestamp: payload.orderedAt,
          },
          transaction_items: arrayOf(payload.lines).map((line) => ({
            code: String(line.productId ?? ''),
            title: line.name,
            price: majorOf(line.unitPrice, payload.currency),
            amount: line.count,
          })),
        },
      };
    case 'SetCart': {
      const products = arrayOf(payload.lines).map((line) => ({
        productId: String(line.productId),
        storeId: String(line.storeId),
        amount: line.count,
        price: majorOf(line.totalPrice, line.currency),
      }));
      return {
        path: '/tracker/events',
        body: {
          event: {
            email,
            category: 'ue',
            action: 'Basket',
            label: 'Basket',
            value: JSON.stringify({ data: { data: { action: 'Basket', products } } }),
          },
        },
      };
    }
    case 'Identify':
    case 'ViewContent':
    case 'ViewCategory':
      return {
        path: '/tracker/events',
        body: {
          event: { email, category: 'ue', action: event.type, label: event.type, value: JSON.stringify(payload) },
        },
      };
  }
}

/** How long one call to Ecomail may take before it counts as failed (the forwarder runs in the background). */
const TIMEOUT_MS = 10_000;

export type EcomailClient = { forward(event: ClaimedMarketingEvent): Promise<void> };

export function ecomailClient(settings: EcomailSettings): EcomailClient {
  return {
    async forward(event) {
      const { path, body } = ecomailRequestOf(event, settings.listId);
      const response = await fetch(`${settings.url}${path}`, {
        method: 'POST',
        headers: { key: settings.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The body is read either way, so the connection is free for the next call.
      const text = await response.text();
      if (!response.ok) throw new Error(`Ecomail answered ${response.status} to ${path}: ${text.slice(0, 300)}`);
    },
  };
}
