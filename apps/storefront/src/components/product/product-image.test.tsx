import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

const photo = { path: 'products/shoe-road-olive-sand-side.jpg', updateTime: 1735689600 };
const url = (size: string) => `/api/images/${size}/products/shoe-road-olive-sand-side.webp?v=1735689600`;

/** The img element's attributes as the browser reads them (React writes `srcSet` as `srcset`). */
function attributes(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/ ([a-z-]+)="([^"]*)"/gi)].map((m) => [m[1]?.toLowerCase(), m[2]]));
}

describe('ProductImage', () => {
  it('offers a large image by width with the drawn size, so a phone takes the smaller variant', () => {
    const img = attributes(
      renderToStaticMarkup(
        <ProductImage photo={photo} size="detail" alt="Pegasus" priority sizes="(max-width: 860px) 80vw, 560px" />,
      ),
    );
    expect(img.srcset).toBe(`${url('detail')} 800w, ${url('detail2x')} 1600w`);
    expect(img.sizes).toBe('(max-width: 860px) 80vw, 560px');
    expect(img.fetchpriority).toBe('high');
    expect(img.loading).toBe('eager');
  });

  it('offers a listing’s card by width too, so a phone’s two columns take the 326 px photo', () => {
    const sizes = '(max-width: 760px) calc(50vw - 22px), 326px';
    const img = attributes(
      renderToStaticMarkup(<ProductImage photo={photo} size="card" alt="Pegasus" sizes={sizes} />),
    );
    expect(img.srcset).toBe(`${url('card')} 326w, ${url('card2x')} 652w`);
    expect(img.sizes).toBe(sizes);
    expect(img.loading).toBe('lazy');
  });

  it('offers a card by density: its 1x as src, the @2x to dense screens, lazily unless first', () => {
    const later = attributes(renderToStaticMarkup(<ProductImage photo={photo} size="card" alt="Pegasus" />));
    expect(later).toMatchObject({ src: url('card'), srcset: `${url('card2x')} 2x`, loading: 'lazy', width: '326' });
    expect(later.sizes).toBeUndefined();
    const first = attributes(renderToStaticMarkup(<ProductImage photo={photo} size="card" alt="Pegasus" priority />));
    expect(first.srcset).toBe(`${url('card')} 1x, ${url('card2x')} 2x`);
  });
});
