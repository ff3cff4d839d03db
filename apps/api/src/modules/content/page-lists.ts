import type { PageLink } from '@stride/contract';
import type { DatabaseHandle, PageListName } from '@stride/db';
import { referenceDataCache } from '../../lib/ttl-cache';
import { loadAllPageLinks } from './queries';

type PageListIndex = Map<string, PageLink[]>;

const keyOf = (webInstanceId: number, list: PageListName) => `${webInstanceId}|${list}`;

const indexes = referenceDataCache<'all', PageListIndex>();

async function loadIndex(database: DatabaseHandle): Promise<PageListIndex> {
  const index: PageListIndex = new Map();
  for (const { webInstanceId, list, ...link } of await loadAllPageLinks(database.db)) {
    const key = keyOf(webInstanceId, list);
    const links = index.get(key);
    if (links) links.push(link);
    else index.set(key, [link]);
  }
  return index;
}

/**
 * A page list of one web instance, in its order. All lists of all instances are a few dozen rows,
 * read together and reused until the catalog changes (REFERENCE_DATA_TTL_MS at most). Shared between
 * requests: do not change it.
 */
export async function pageLinks(
  database: DatabaseHandle,
  webInstanceId: number,
  list: PageListName,
): Promise<PageLink[]> {
  const index = await indexes(database).get('all', () => loadIndex(database));
  return index.get(keyOf(webInstanceId, list)) ?? [];
}
