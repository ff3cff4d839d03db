import {
  AutosuggestResponseSchema,
  BlogArticleDetailSchema,
  BlogArticlesResponseSchema,
  BlogCategoriesResponseSchema,
} from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

// The seeded Slovak articles (packages/db/src/seed/data/blog.ts), newest first: the n-th was
// published n·9+2 days ago. Their urlTitles are their titles without accents.
const FIRST_HALF_MARATHON = 'ako-sa-pripravit-na-prvy-polmaraton'; // 0, Tréning
const INTERVALS = 'intervalovy-trening-preco-kedy-a-ako'; // 1, Tréning
const HILLS = 'beh-do-kopca-sila-ktoru-na-rovine-nenatrenujete'; // 2, Tréning
const RECOVERY = 'regeneracia-po-maratone-prvych-14-dni'; // 12, Tréning

/**
 * An article written behind the api's back. The tests that add published ones come after those that
 * check the seeded neighbours (a new article would be the newest's newer neighbour).
 */
async function insertArticle(urlTitle: string, body: string, published: string) {
  const { database } = testApp();
  await database.query(
    `INSERT INTO blog_articles (web_instance_id, blog_category_id, title, url_title, perex, body, author, published_at)
     SELECT 1, id, $1, $1, 'perex', $2, 'Test', ${published} FROM blog_categories
      WHERE web_instance_id = 1 AND url_title = 'trening'`,
    [urlTitle, body],
  );
}

describe('GET /api/lib/v1/blog/categories', () => {
  it('lists the shop’s blog categories in their order and language', async () => {
    const sk = BlogCategoriesResponseSchema.parse((await get(testApp().app, '/api/lib/v1/blog/categories')).body);
    expect(sk.items.map((c) => [c.name, c.urlTitle])).toEqual([
      ['Tréning', 'trening'],
      ['Výživa', 'vyziva'],
      ['Výstroj a testy', 'vystroj-a-testy'],
      ['Preteky', 'preteky'],
    ]);
    const hu = await get(testApp().app, '/api/lib/v1/blog/categories', { host: HOST.hu });
    expect(BlogCategoriesResponseSchema.parse(hu.body).items.map((c) => c.name)).toEqual([
      'Edzés',
      'Táplálkozás',
      'Felszerelés és tesztek',
      'Versenyek',
    ]);
  });
});

describe('GET /api/lib/v1/blog/articles', () => {
  it('gives the published articles newest first, a page at a time, with the total', async () => {
    const response = await get(testApp().app, '/api/lib/v1/blog/articles?perPage=2');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const first = BlogArticlesResponseSchema.parse(response.body);
    expect(first.items.map((a) => a.urlTitle)).toEqual([FIRST_HALF_MARATHON, INTERVALS]);
    expect([first.page, first.perPage, first.total, first.category]).toEqual([1, 2, 13, null]);
    const card = first.items[0];
    expect(card?.title).toBe('Ako sa pripraviť na prvý polmaratón');
    expect(card?.perex).toMatch(/^Dvanásť týždňov, tri behy týždenne/);
    expect(card?.category.name).toBe('Tréning');
    expect(card?.photo?.path).toMatch(/\.jpg$/);
    // About 50 words: one minute.
    expect(card?.readingMinutes).toBe(1);

    const last = BlogArticlesResponseSchema.parse(
      (await get(testApp().app, '/api/lib/v1/blog/articles?page=7&perPage=2')).body,
    );
    expect(last.items.map((a) => a.urlTitle)).toEqual([RECOVERY]);
    const beyond = BlogArticlesResponseSchema.parse(
      (await get(testApp().app, '/api/lib/v1/blog/articles?page=8&perPage=2')).body,
    );
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(13);
  });

  it('filters by a category’s urlTitle', async () => {
    const body = BlogArticlesResponseSchema.parse(
      (await get(testApp().app, '/api/lib/v1/blog/articles?category=trening')).body,
    );
    expect(body.items.map((a) => a.urlTitle)).toEqual([FIRST_HALF_MARATHON, INTERVALS, HILLS, RECOVERY]);
    expect(body.total).toBe(4);
    expect(body.category?.name).toBe('Tréning');
  });

  it('answers an unknown category with 404 in the shop’s language', async () => {
    const sk = expectError(await get(testApp().app, '/api/lib/v1/blog/articles?category=nic'), 404, 'category');
    expect(sk.messages[0]?.message).toBe('Kategória blogu „nic“ neexistuje.');
    const hu = expectError(
      await get(testApp().app, '/api/lib/v1/blog/articles?category=nic', { host: HOST.hu }),
      404,
      'category',
    );
    expect(hu.messages[0]?.message).toBe('A(z) „nic” blogkategória nem létezik.');
  });

  it.each([['page=0'], ['page=abc'], ['perPage=0'], ['perPage=49'], ['category=Zl%C3%A9'], ['category=a%20b']])(
    'rejects %s with 400',
    async (query) => {
      const response = await get(testApp().app, `/api/lib/v1/blog/articles?${query}`);
      expectError(response, 400, query.split('=')[0] ?? null);
    },
  );

  it('does not show an article dated ahead, nor answer it', async () => {
    await insertArticle('zajtrajsi-clanok', '<p>Ešte nie.</p>', "now() + interval '1 day'");
    const list = BlogArticlesResponseSchema.parse(
      (await get(testApp().app, '/api/lib/v1/blog/articles?perPage=48')).body,
    );
    expect(list.items.map((a) => a.urlTitle)).not.toContain('zajtrajsi-clanok');
    expect(list.total).toBe(13);
    expectError(await get(testApp().app, '/api/lib/v1/blog/articles/zajtrajsi-clanok'), 404, 'urlTitle');
  });
});

describe('GET /api/lib/v1/blog/articles/:urlTitle', () => {
  it('answers the article with its body, the products it mentions as cards, related articles, previous and next', async () => {
    const { app, database } = testApp();
    const response = await get(app, `/api/lib/v1/blog/articles/${INTERVALS}`);
    expect(response.status).toBe(200);
    const detail = BlogArticleDetailSchema.parse(response.body);
    expect(detail.article.title).toBe('Intervalový tréning: prečo, kedy a ako');
    expect(detail.article.author).toBe('Zuzana Horváthová');
    expect(detail.article.body).toMatch(/^<p>Začnite úsekmi 6 × 400 m v tempe na 5 km/);
    expect(detail.article.category.urlTitle).toBe('trening');
    // Older is the next article of the list, newer the one before it.
    expect(detail.previous).toEqual({ title: 'Beh do kopca: sila, ktorú na rovine nenatrénujete', urlTitle: HILLS });
    expect(detail.next).toEqual({ title: 'Ako sa pripraviť na prvý polmaratón', urlTitle: FIRST_HALF_MARATHON });
    // The category's other articles, newest first.
    expect(detail.related.map((a) => a.urlTitle)).toEqual([FIRST_HALF_MARATHON, HILLS, RECOVERY]);

    const mentioned = await database.query<{ product_id: number }>(
      `SELECT m.product_id FROM blog_article_products m JOIN blog_articles a ON a.id = m.blog_article_id
        WHERE a.web_instance_id = 1 AND a.url_title = $1 ORDER BY m.position`,
      [INTERVALS],
    );
    expect(mentioned.length).toBeGreaterThanOrEqual(2);
    expect(detail.products.map((p) => p.id)).toEqual(mentioned.map((row) => row.product_id));
    for (const product of detail.products) {
      expect(product.finalPriceData.priceFormatted).toMatch(/€$/);
      expect(product.urlTitle).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('has no newer article for the newest and no older one for the oldest', async () => {
    const newest = BlogArticleDetailSchema.parse(
      (await get(testApp().app, `/api/lib/v1/blog/articles/${FIRST_HALF_MARATHON}`)).body,
    );
    expect(newest.next).toBeNull();
    expect(newest.previous?.urlTitle).toBe(INTERVALS);
    const oldest = BlogArticleDetailSchema.parse(
      (await get(testApp().app, `/api/lib/v1/blog/articles/${RECOVERY}`)).body,
    );
    expect(oldest.previous).toBeNull();
    expect(oldest.next?.title).toBe('Prvé trailové preteky: čo vziať so sebou');
  });

  it('hands out stored hostile HTML sanitized', async () => {
    await insertArticle(
      'nebezpecny-clanok',
      '<p onclick="alert(1)" style="color:red">Beh <script>alert(document.cookie)</script>je <em>zdravý</em>.</p>' +
        '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>' +
        '<p><a href="javascript:alert(1)">klik</a> <a href="https://example.com/" target="_blank">von</a>' +
        ' <img src="https://tracker.example/pixel.gif" onerror="alert(1)"></p>',
      "now() - interval '1 hour'",
    );
    const detail = BlogArticleDetailSchema.parse(
      (await get(testApp().app, '/api/lib/v1/blog/articles/nebezpecny-clanok')).body,
    );
    expect(detail.article.body).toBe(
      '<p>Beh je <em>zdravý</em>.</p><p>klik <a href="https://example.com/" rel="noopener noreferrer">von</a> </p>',
    );
  });

  it('counts the reading time from the body’s words, 200 a minute', async () => {
    const words = (n: number) => Array.from({ length: n }, () => 'beh').join(' ');
    await insertArticle('dlhy-clanok', `<p>${words(250)}</p><p>${words(200)}</p>`, "now() - interval '2 hours'");
    const detail = BlogArticleDetailSchema.parse(
      (await get(testApp().app, '/api/lib/v1/blog/articles/dlhy-clanok')).body,
    );
    // 450 words: 2.25 minutes, shown as 3.
    expect(detail.article.readingMinutes).toBe(3);
  });

  it('answers an unknown article with 404 in the shop’s language', async () => {
    const sk = expectError(await get(testApp().app, '/api/lib/v1/blog/articles/nie-je-taky'), 404, 'urlTitle');
    expect(sk.messages[0]?.message).toBe('Článok „nie-je-taky“ neexistuje.');
    // A Slovak article is not the Czech shop's.
    const cz = expectError(
      await get(testApp().app, `/api/lib/v1/blog/articles/${INTERVALS}`, { host: HOST.cz }),
      404,
      'urlTitle',
    );
    expect(cz.messages[0]?.message).toBe(`Článek „${INTERVALS}“ neexistuje.`);
    expectError(await get(testApp().app, '/api/lib/v1/blog/articles/Zl%C3%A9'), 400, 'urlTitle');
  });
});

describe('the search box’s blog suggestions', () => {
  it('come from the blog: published articles whose title holds every word', async () => {
    const response = await get(testApp().app, '/api/lib/v1/autosuggest?search=intervalovy%20trening');
    const body = AutosuggestResponseSchema.parse(response.body);
    expect(body.blogs.map((b) => b.urlTitle)).toEqual([INTERVALS]);
  });
});
