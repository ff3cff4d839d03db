import { randomBytes } from 'node:crypto';
import { CURRENCIES, type Currency, formatMoney, type Locale } from '@stride/i18n';
import { catalogFor } from '@stride/i18n/catalog';
import type { TestTransaction } from './queries';
import { parseReturnUrl, type ReturnUrls, TEST_GATEWAY_PREFIX, TEST_MERCHANT, wayBack } from './service';

/**
 * The test gateway's payment page: server-rendered HTML that says, before anything else, that it is a
 * test where no money moves; it shows the shop, the order, what the payment is for and the amount,
 * and lets the buyer pay or cancel (one form, two buttons: keyboard and screen readers need nothing
 * more). Its one stylesheet is inline, allowed by a nonce in the page's own Content-Security-Policy.
 */

const HTML_LANG: Record<Locale, string> = { sk: 'sk', cz: 'cs', hu: 'hu' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f2f2f2;line-height:1.5}
.banner{margin:0;padding:1rem;background:#ffd400;color:#000;border-bottom:4px solid #000;text-align:center;font-weight:700;font-size:1.125rem}
main{width:min(34rem,calc(100% - 2rem));margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #bdbdbd;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600;color:#3d3d3d}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.25rem;font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:1rem}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:6px;border:2px solid #1b5e20;cursor:pointer}
.pay{background:#1b5e20;color:#fff}
.cancel{background:#fff;color:#1a1a1a;border-color:#4a4a4a}
a{color:#0b57d0}
button:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`;

export type PayPage = { html: string; contentSecurityPolicy: string };

function amountOf(transaction: TestTransaction, locale: Locale): string {
  const currency = transaction.currency as Currency;
  return (CURRENCIES as readonly string[]).includes(currency)
    ? formatMoney(transaction.price, currency, locale)
    : `${(transaction.price / 100).toFixed(2)} ${transaction.currency}`;
}

function document(locale: Locale, title: string, body: string, formTargets: string[]): PayPage {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header><p class="banner">${escapeHtml(catalogFor(locale).testGateway.banner)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
  // The form posts to this page; its answer sends the buyer back to the shop, which form-action must allow.
  const contentSecurityPolicy = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action 'self'${formTargets.map((origin) => ` ${origin}`).join('')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}

/** The page of a transaction: pay or cancel while it is PENDING, else what became of it and the way back. */
export function payPage(
  transaction: TestTransaction,
  locale: Locale,
  urls: ReturnUrls,
  lang: string | undefined,
): PayPage {
  const t = catalogFor(locale).testGateway;
  const amount = amountOf(transaction, locale);
  const facts = `<dl>
<dt>${escapeHtml(t.shop)}</dt><dd>${escapeHtml(TEST_MERCHANT.name)}</dd>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(transaction.refId)}</dd>
<dt>${escapeHtml(t.description)}</dt><dd>${escapeHtml(transaction.label)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(amount)}</dd>
</dl>`;
  const targets = Object.values(urls).flatMap((url) => parseReturnUrl(url)?.origin ?? []);
  let action: string;
  if (transaction.status === 'PENDING') {
    const hidden = Object.entries({ lang, ...urls })
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('\n');
    action = `<form method="post" action="${TEST_GATEWAY_PREFIX}/pay/${encodeURIComponent(transaction.transactionId)}">
${hidden}
<p id="choose">${escapeHtml(t.choose)}</p>
<div class="actions" role="group" aria-labelledby="choose">
<button type="submit" name="action" value="pay" class="pay">${escapeHtml(t.pay.replace('{amount}', amount))}</button>
<button type="submit" name="action" value="cancel" class="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>`;
  } else {
    const back = wayBack(transaction, urls);
    const state = transaction.status === 'PAID' ? t.paid : t.cancelled;
    action = `<p>${escapeHtml(state)}</p>${back ? `\n<p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>` : ''}`;
  }
  return document(
    locale,
    `${t.title} – ${transaction.label}`,
    `<h1>${escapeHtml(t.heading)}</h1>\n${facts}\n${action}`,
    [...new Set(targets)],
  );
}

/** A transaction the gateway does not know. */
export function unknownPayPage(locale: Locale): PayPage {
  const t = catalogFor(locale).testGateway;
  return document(locale, t.title, `<h1>${escapeHtml(t.heading)}</h1>\n<p>${escapeHtml(t.notFound)}</p>`, []);
}
