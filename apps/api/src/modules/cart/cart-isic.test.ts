import { describe, expect, it } from 'vitest';
import {
  aSizeForSale,
  type CartAnswer,
  cartOf,
  fieldMessageOf,
  sendCart,
  tokenOf,
} from '../../test-support/cart-requests';
import { HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const messageOf = (answer: CartAnswer, status: number) => fieldMessageOf(answer, status, 'isic.code');

describe(`ISIC on the cart, through the demo register (${engine})`, () => {
  it('a card of the register takes the shop’s 10 % off full-price goods; DELETE takes it off', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { pricing: 'full' });
    const added = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
    });
    const token = tokenOf(added);
    // Typed as shoppers do: spaces in the number, no accents in the surname.
    const cart = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart/isic', {
        cookie: token,
        body: { isic: { surname: 'Novakova', code: 's 421 000 123 456 a' } },
      }),
    );
    const discount = Math.round(size.price / 10);
    expect(cart.isic).toMatchObject({ code: 'S421000123456A', surname: 'Novakova', discount: { amount: discount } });
    expect(cart.sums.isicDiscount.amount).toBe(discount);
    expect(cart.items[0]?.linePriceData.price).toBe(size.price - discount);

    const removed = cartOf(await sendCart(app, 'DELETE', '/api/lib/v1/cart/isic', { cookie: token }));
    expect(removed.isic).toBeNull();
    expect(removed.sums.isicDiscount.amount).toBe(0);
  });

  it('checks the number’s form first (400), then the register (422), in the shop’s language, changing nothing', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { webInstanceId: 3, pricing: 'full' });
    const token = tokenOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart', {
        host: HOST.hu,
        body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
      }),
    );
    const apply = (surname: string, code: string) =>
      sendCart(app, 'POST', '/api/lib/v1/cart/isic', {
        host: HOST.hu,
        cookie: token,
        body: { isic: { surname, code } },
      });
    expect(messageOf(await apply('Kovács', 'T348000111222C'), 400)).toBe(
      'Az ISIC-kártya száma S 421 000 123 456 A alakú: S betű, 12 számjegy és egy betű.',
    );
    expect(messageOf(await apply('Kovács', 'S348000111222'), 400)).toContain('ISIC');
    expect(messageOf(await apply('Nagy', 'S348000111222C'), 422)).toBe(
      'Az ISIC-kártyát nem sikerült ellenőrizni. Ellenőrizze a kártyaszámot és a vezetéknevet.',
    );
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { host: HOST.hu, cookie: token })).isic).toBeNull();
    // The Hungarian shop gives 15 %, in whole forints (100 fillér).
    const cart = cartOf(await apply('kovacs', 'S348000111222C'));
    expect(cart.isic?.code).toBe('S348000111222C');
    expect(cart.sums.isicDiscount.amount).toBe(Math.round((size.price * 15) / 100 / 100) * 100);
    expect((await apply('K', 'S348000111222C')).status).toBe(400);
  });
});
