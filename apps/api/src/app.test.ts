import { ErrorResponseSchema, HealthResponseSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { expectError, get, HOST, useTestApp } from './test-support/test-app';

const testApp = useTestApp();

describe('the api app', () => {
  it('GET /healthz answers ok with the engine after a query', async () => {
    const { app, database } = testApp();
    const response = await get(app, '/healthz');
    expect(response.status).toBe(200);
    expect(HealthResponseSchema.parse(response.body)).toEqual({ ok: true, engine: database.engine });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves OpenAPI at /api/docs/json listing every endpoint, and the docs page at /api/docs', async () => {
    const { app } = testApp();
    const json = await get<{ openapi: string; paths: Record<string, unknown> }>(app, '/api/docs/json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths).sort()).toEqual(
      [
        '/api/custom/categories',
        '/api/images/{size}/{*}',
        '/api/internal/catalog-version',
        '/api/lib/v1/account/orders',
        '/api/lib/v1/account/orders/{id}',
        '/api/lib/v1/auth/account',
        '/api/lib/v1/auth/facebook/callback',
        '/api/lib/v1/auth/facebook/start',
        '/api/lib/v1/auth/google/callback',
        '/api/lib/v1/auth/google/start',
        '/api/lib/v1/auth/login',
        '/api/lib/v1/auth/password',
        '/api/lib/v1/auth/password-reset',
        '/api/lib/v1/auth/password-reset/confirm',
        '/api/lib/v1/auth/profile',
        '/api/lib/v1/auth/signout',
        '/api/lib/v1/auth/signup',
        '/api/lib/v1/auth/signup-challenge',
        '/api/lib/v1/auth/verify-email',
        '/api/lib/v1/auth/verify-email/resend',
        '/api/lib/v1/autosuggest',
        '/api/lib/v1/blog/articles',
        '/api/lib/v1/blog/articles/{urlTitle}',
        '/api/lib/v1/blog/categories',
        '/api/lib/v1/cart',
        '/api/lib/v1/cart/contact',
        '/api/lib/v1/cart/coupon',
        '/api/lib/v1/cart/credits',
        '/api/lib/v1/cart/delivery',
        '/api/lib/v1/cart/gift-vouchers',
        '/api/lib/v1/cart/gift-vouchers/{id}',
        '/api/lib/v1/cart/isic',
        '/api/lib/v1/cart/items/bulk',
        '/api/lib/v1/cart/items/{id}',
        '/api/lib/v1/cart/voucher',
        '/api/lib/v1/checkout',
        '/api/lib/v1/consent',
        '/api/lib/v1/contact',
        '/api/lib/v1/credits',
        '/api/lib/v1/credits/coupon',
        '/api/lib/v1/feeds/google.xml',
        '/api/lib/v1/feeds/heureka.xml',
        '/api/lib/v1/filters',
        '/api/lib/v1/gift-vouchers/offer',
        '/api/lib/v1/marketing-events',
        '/api/lib/v1/newsletter',
        '/api/lib/v1/nutrition-plan',
        '/api/lib/v1/operation-units',
        '/api/lib/v1/operation-units/{id}',
        '/api/lib/v1/order/create',
        '/api/lib/v1/order/thank-you/{token}',
        '/api/lib/v1/order/thank-you/{token}/payment',
        '/api/lib/v1/order/withdrawal',
        '/api/lib/v1/payments/comgate/notify',
        '/api/lib/v1/payments/return',
        '/api/lib/v1/pickup-points',
        '/api/lib/v1/pickup-points/{id}',
        '/api/lib/v1/products',
        '/api/lib/v1/products/detail/{urlTitle}',
        '/api/lib/v1/alternates/{kind}/{urlTitle}',
        '/api/lib/v1/search/close-terms',
        '/api/lib/v1/shoe-finder',
        '/api/lib/v1/shoe-finder/sizes',
        '/api/lib/v1/webinstance',
        '/api/lib/v1/wishlist',
        '/api/lib/v1/wishlist/items/{itemId}',
        '/api/lib/v1/wishlist/items/{productId}',
        '/api/lib/v2/wishlist',
        '/api/lib/v2/wishlist/items/bulk',
        '/api/lib/v2/wishlist/items/{id}',
        '/api/pages/footer',
        '/api/pages/heureka',
        '/api/pages/page/{urlTitle}',
        '/api/seo/robots.txt',
        '/api/seo/sitemap.xml',
        '/api/seo/sitemaps/{name}',
        '/healthz',
      ].sort(),
    );
    const page = await get(app, '/api/docs');
    expect([200, 302]).toContain(page.status);
  });

  it('answers an unknown route with 404 in the error shape, translated by Host', async () => {
    const { app } = testApp();
    const sk = await get(app, '/api/lib/v1/nothing-here', { host: HOST.sk });
    expect(expectError(sk, 404, null).messages[0]?.message).toBe('Táto adresa API neexistuje.');
    const cz = await get(app, '/nothing', { host: HOST.cz });
    expect(ErrorResponseSchema.parse(cz.body).messages[0]?.message).toBe('Tato adresa API neexistuje.');
    const hu = await get(app, '/nothing', { host: 'example.org' });
    expect(ErrorResponseSchema.parse(hu.body).messages[0]?.message).toBe('Ez az API-cím nem létezik.');
  });

  it('answers a wrong method with the error shape, never 500', async () => {
    const response = await testApp().app.inject({ method: 'DELETE', url: '/api/lib/v1/webinstance' });
    expect(response.statusCode).toBe(404);
    ErrorResponseSchema.parse(response.json());
  });

  it('tags every answer with a request id, and echoes the caller’s', async () => {
    const { app } = testApp();
    const fresh = await get(app, '/healthz');
    expect(String(fresh.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    const given = await get(app, '/healthz', { headers: { 'x-request-id': 'storefront-42' } });
    expect(given.headers['x-request-id']).toBe('storefront-42');
  });

  it('sends the security headers', async () => {
    const response = await get(testApp().app, '/api/lib/v1/webinstance');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
