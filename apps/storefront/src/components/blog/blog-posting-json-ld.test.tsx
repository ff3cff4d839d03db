import type { BlogArticleDetail } from '@stride/contract';
import { richResultProblems } from '@stride/rules/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BlogPostingJsonLd } from './blog-posting-json-ld';

beforeAll(() => {
  // Read once per test file's process; the shop's configured domain, never a request's.
  vi.stubEnv('SK_DOMAIN', 'www.stride-beh.sk');
  vi.stubEnv('PUBLIC_SCHEME', 'https');
});

const article: BlogArticleDetail['article'] = {
  id: 3,
  title: 'Beh do kopca',
  urlTitle: 'beh-do-kopca',
  perex: 'Krátke šprinty do kopca.',
  photo: { path: 'blog/article-3.jpg', updateTime: 1735689600, title: 'Kopec', description: '' },
  publishedAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  readingMinutes: 1,
  category: { id: 1, name: 'Tréning', urlTitle: 'trening' },
  body: '<p>Text</p>',
  author: 'Peter Novák',
};

const jsonOf = (html: string) => JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, '')) as unknown;

describe('BlogPostingJsonLd', () => {
  it('describes the article as a schema.org BlogPosting with absolute URLs on the shop’s domain', () => {
    const html = renderToStaticMarkup(<BlogPostingJsonLd article={article} locale="sk" path="/blog/beh-do-kopca" />);
    expect(richResultProblems(jsonOf(html) as Record<string, unknown>)).toEqual([]);
    expect(jsonOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Beh do kopca',
      description: 'Krátke šprinty do kopca.',
      datePublished: '2026-11-01T09:00:00.000Z',
      dateModified: '2026-11-02T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Peter Novák' },
      image: ['https://www.stride-beh.sk/api/images/detail/blog/article-3.jpg?v=1735689600'],
      publisher: { '@type': 'Organization', name: 'Stride.sk', url: 'https://www.stride-beh.sk/' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.stride-beh.sk/blog/beh-do-kopca' },
      articleSection: 'Tréning',
    });
  });

  it('leaves the image out for an article without a photo, and no title can close the script', () => {
    const html = renderToStaticMarkup(
      <BlogPostingJsonLd
        article={{ ...article, photo: null, title: 'a</script><script>alert(1)</script>' }}
        locale="sk"
        path="/blog/x"
      />,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const data = jsonOf(html) as Record<string, unknown>;
    expect(data.image).toBeUndefined();
    expect(data.headline).toBe('a</script><script>alert(1)</script>');
  });
});
