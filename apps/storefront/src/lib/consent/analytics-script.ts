/**
 * Google Analytics 4 (gtag.js) in the page, only once the visitor agreed to analytics (issue 16 §3):
 * the script and its cookies never come before that, and never at all without a measurement id.
 * Its sources are the ones the page's CSP allows when the id is set (server/security-headers.ts).
 */

export const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

type GtagWindow = Window & { dataLayer?: unknown[] };

let loadedId: string | null = null;

/** Adds gtag.js for this measurement id, once a page. */
export function loadAnalytics(measurementId: string): void {
  if (loadedId === measurementId) return;
  loadedId = measurementId;
  const target = window as GtagWindow;
  const dataLayer = target.dataLayer ?? [];
  target.dataLayer = dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays: this is its documented stub.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.testid = 'analytics-script';
  document.head.append(script);
}

/** Whether gtag.js is in this page: a revoked consent needs a fresh page to be rid of it. */
export function analyticsLoaded(): boolean {
  return loadedId !== null;
}

/** Google Analytics' own cookies (`_ga`, `_ga_<id>`), removed when the visitor takes analytics back. */
export function removeAnalyticsCookies(): void {
  const host = window.location.hostname;
  const domains = ['', `; Domain=${host}`, `; Domain=.${host.split('.').slice(-2).join('.')}`];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (name !== '_ga' && !name.startsWith('_ga_')) continue;
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: expiring a third party's first-party cookie
      document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
    }
  }
}
