import { headers } from 'next/headers';
import { requestHost } from '@/i18n/host-locale';

/** `http` for local hosts (sk.localhost:3000), else `https`, unless a proxy says which it spoke. */
export function originOf(host: string, forwardedProto: string | null): string {
  const hostname = host.replace(/:\d+$/, '');
  const proto = forwardedProto?.split(',')[0]?.trim() || (/(^|\.)localhost$/.test(hostname) ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** The origin the shopper reached this storefront at, for absolute URLs (the canonical link). */
export async function requestOrigin(): Promise<string | null> {
  const all = await headers();
  const host = requestHost(all);
  return host ? originOf(host, all.get('x-forwarded-proto')) : null;
}
