/**
 * What runners type into the search box (issue 4 §5): at least 50 realistic terms in sk, cz and hu,
 * with and without diacritics, partial words, typos, brand plus model. The autosuggest bench asks
 * each in turn, in the Slovak, Czech or Hungarian shop it belongs to.
 */
export const SEARCH_TERMS: { host: 'sk' | 'cz' | 'hu'; term: string }[] = [
  ...[
    'bezecke topanky',
    'bežecká obuv',
    'peg',
    'pegasus',
    'pegasys',
    'nike pegasus 41',
    'clifon',
    'hoka clifton',
    'gel-kay',
    'gel kay',
    'gelkay',
    'brooks ghost',
    'ghost 16',
    'nike',
    'hoka',
    'asics',
    'salomon speedcross',
    'trailova obuv',
    'damska bezecka obuv',
    'panska',
    'hodinky',
    'garmin',
    'ponozky',
    'tricko',
    'bunda',
    'gel',
    'energeticky gel',
    'new balance',
    'on cloud',
    'adidas adizero',
  ].map((term) => ({ host: 'sk' as const, term })),
  ...[
    'bezecke boty',
    'běžecké boty',
    'pegasus',
    'kayano',
    'zavodni boty',
    'legíny',
    'trička',
    'ponožky',
    'saucony',
    'mizuno wave',
  ].map((term) => ({ host: 'cz' as const, term })),
  ...[
    'futocipo',
    'futócipők',
    'noi futocipo',
    'terepfuto cipo',
    'versenycipo',
    'futozokni',
    'salomon',
    'pegasus',
    'energiazselé',
    'pulzusmero',
    'hoka',
    'kabat',
  ].map((term) => ({ host: 'hu' as const, term })),
];

/**
 * Terms the api has not answered before, for the autosuggest's cold path (its matches are kept per
 * term until the catalog changes): every term of SEARCH_TERMS as it is typed (each prefix of three
 * letters or more) and with one letter left out (a typo), each once, in a shuffled but fixed order.
 */
export function coldSearchTerms(): { host: 'sk' | 'cz' | 'hu'; term: string }[] {
  // Not the mix's own terms: its row runs first, and they are answered from then on.
  const seen = new Set(SEARCH_TERMS.map(({ host, term }) => `${host}|${term}`));
  const variants: { host: 'sk' | 'cz' | 'hu'; term: string }[] = [];
  const add = (host: 'sk' | 'cz' | 'hu', term: string) => {
    const key = `${host}|${term.trim()}`;
    if (term.trim().length < 3 || seen.has(key)) return;
    seen.add(key);
    variants.push({ host, term: term.trim() });
  };
  for (const { host, term } of SEARCH_TERMS) {
    for (let length = 3; length <= term.length; length++) add(host, term.slice(0, length));
    for (let at = 0; at < term.length; at++) add(host, term.slice(0, at) + term.slice(at + 1));
  }
  // A fixed shuffle (a linear congruential sequence), so runs compare.
  let state = 1;
  for (let i = variants.length - 1; i > 0; i--) {
    state = (state * 48_271) % 2_147_483_647;
    const j = state % (i + 1);
    [variants[i], variants[j]] = [variants[j] as (typeof variants)[number], variants[i] as (typeof variants)[number]];
  }
  return variants;
}
