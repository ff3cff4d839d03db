import {
  type Currency,
  type Locale,
  type ShopType,
  WEBINSTANCE_TOKEN_HEADER,
  type WebInstance,
} from '@stride/contract';
import { DEFAULT_LOCALE, type DomainMap, localeForHost } from '@stride/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from './errors';

/** What every service gets first: who is asking, through which web instance. */
export type RequestContext = {
  webInstance: WebInstance;
  webInstanceId: number;
  locale: Locale;
  currency: Currency;
  /** Standard VAT rate in percent. */
  vatRate: number;
  shopType: ShopType;
};

/**
 * The three web instances: requests resolve theirs by a map lookup, not a query. They are read at
 * start and again whenever the catalog changes (a shop's settings count as a catalog change, migration
 * 0019), so an operator switching a shop's type, phone or login buttons needs no restart; the catalog
 * version waits for that read (catalog-version/service.ts), so a page rendered after it moved shows
 * the new settings.
 */
export class WebInstanceRegistry {
  private byTokenMap = new Map<string, RequestContext>();
  private byLocaleMap = new Map<Locale, RequestContext>();
  private readsStarted = 0;
  private newestShown = 0;

  constructor(
    instances: readonly WebInstance[],
    private readonly domains: DomainMap,
    /** Reads the web instances as the api publishes them; without it they stay as given. */
    private readonly read?: () => Promise<readonly WebInstance[]>,
  ) {
    this.show(instances);
  }

  /** Reads the web instances again and answers with them from then on. */
  async reload(): Promise<void> {
    if (!this.read) return;
    const started = ++this.readsStarted;
    const instances = await this.read();
    // Reads may finish out of order: one that began earlier never replaces one that began later.
    if (started < this.newestShown) return;
    this.newestShown = started;
    this.show(instances);
  }

  /** Swaps both maps at once, so a request never finds a shop by token and another one by Host. */
  private show(instances: readonly WebInstance[]): void {
    const byToken = new Map<string, RequestContext>();
    const byLocale = new Map<Locale, RequestContext>();
    for (const webInstance of instances) {
      const context: RequestContext = {
        webInstance,
        webInstanceId: webInstance.id,
        locale: webInstance.locale,
        currency: webInstance.currency,
        vatRate: webInstance.vatRate,
        shopType: webInstance.globalSettings.type_of_shop,
      };
      byToken.set(webInstance.webInstanceToken, context);
      byLocale.set(webInstance.locale, context);
    }
    this.byTokenMap = byToken;
    this.byLocaleMap = byLocale;
  }

  all(): RequestContext[] {
    return [...this.byLocaleMap.values()];
  }

  byToken(token: string): RequestContext | undefined {
    return this.byTokenMap.get(token);
  }

  /** The web instance of a Host header; an unknown host gets the default one (hu). */
  byHost(host: string | undefined): RequestContext {
    const locale = localeForHost(host, this.domains);
    const context = this.byLocaleMap.get(locale) ?? this.byLocaleMap.values().next().value;
    if (!context) throw new Error('No web instances in the database: run the migrations and the seed first');
    return context;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    webInstances: WebInstanceRegistry;
  }
  interface FastifyRequest {
    /** Resolved on first use by `contextOf`; null until then. */
    requestContext: RequestContext | null;
  }
}

export function registerContext(app: FastifyInstance, registry: WebInstanceRegistry): void {
  app.decorate('webInstances', registry);
  app.decorateRequest('requestContext', null);
}

function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[WEBINSTANCE_TOKEN_HEADER];
  if (Array.isArray(value)) {
    throw new BadRequestError([{ field: WEBINSTANCE_TOKEN_HEADER, key: 'unknown_webinstance' }]);
  }
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * The request's web instance: the `webinstance-token` header when present (an unknown token is a
 * 400, never a silent fallback), else the Host; X-Forwarded-Host replaces it only when a proxy in
 * TRUST_PROXY sent the request (Fastify's request.host), so a client cannot pick a shop by header.
 */
export function contextOf(request: FastifyRequest): RequestContext {
  if (request.requestContext) return request.requestContext;
  const registry = request.server.webInstances;
  const token = tokenOf(request);
  let context: RequestContext | undefined;
  if (token !== undefined) {
    context = registry.byToken(token);
    if (!context) throw new BadRequestError([{ field: WEBINSTANCE_TOKEN_HEADER, key: 'unknown_webinstance' }]);
  } else {
    context = registry.byHost(request.host);
  }
  request.requestContext = context;
  return context;
}

/** The locale for messages; falls back to the Host's when the token is bad, so it never throws. */
export function localeOf(request: FastifyRequest): Locale {
  try {
    return contextOf(request).locale;
  } catch {
    try {
      return request.server.webInstances.byHost(request.host).locale;
    } catch {
      return DEFAULT_LOCALE;
    }
  }
}
