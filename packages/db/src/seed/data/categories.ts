import { type Localized, localized } from '../text';

export type CategoryCode =
  | 'running-shoes'
  | 'road'
  | 'trail'
  | 'racing'
  | 'men-shoes'
  | 'women-shoes'
  | 'men-apparel'
  | 'men-tops'
  | 'men-bottoms'
  | 'men-jackets'
  | 'women-apparel'
  | 'women-tops'
  | 'women-bottoms'
  | 'women-jackets'
  | 'women-bras'
  | 'accessories'
  | 'socks'
  | 'headwear'
  | 'gloves'
  | 'vests'
  | 'nutrition'
  | 'gels'
  | 'bars'
  | 'drinks'
  | 'electronics'
  | 'watches'
  | 'hrm'
  | 'sale'
  | 'sale-shoes'
  | 'sale-apparel'
  | 'new'
  | 'bazaar'
  | 'compression';

export interface CategoryDef {
  code: CategoryCode;
  parent: CategoryCode | null;
  name: Localized;
  /** Explicit urlNames where the name alone would clash (men's and women's children). */
  urlName?: Localized;
  externalUrl?: string;
  /** Image shape used for its main photo. */
  shape: string;
}

function c(
  code: CategoryCode,
  parent: CategoryCode | null,
  name: Localized,
  shape: string,
  urlName?: Localized,
  externalUrl?: string,
): CategoryDef {
  return { code, parent, name, shape, ...(urlName ? { urlName } : {}), ...(externalUrl ? { externalUrl } : {}) };
}

/** The same two-level tree for every web instance, in menu order. */
export const CATEGORIES: readonly CategoryDef[] = [
  c('running-shoes', null, localized('Bežecká obuv', 'Běžecké boty', 'Futócipők'), 'shoe-road'),
  c('road', 'running-shoes', localized('Cestná obuv', 'Silniční boty', 'Aszfaltos futócipők'), 'shoe-road'),
  c('trail', 'running-shoes', localized('Trailová obuv', 'Trailové boty', 'Terepfutó cipők'), 'shoe-trail'),
  c('racing', 'running-shoes', localized('Pretekárska obuv', 'Závodní boty', 'Versenycipők'), 'shoe-racing'),
  c(
    'men-shoes',
    'running-shoes',
    localized('Pánska bežecká obuv', 'Pánské běžecké boty', 'Férfi futócipők'),
    'shoe-road',
  ),
  c(
    'women-shoes',
    'running-shoes',
    localized('Dámska bežecká obuv', 'Dámské běžecké boty', 'Női futócipők'),
    'shoe-road',
  ),

  c('men-apparel', null, localized('Pánske oblečenie', 'Pánské oblečení', 'Férfi ruházat'), 'tee'),
  c(
    'men-tops',
    'men-apparel',
    localized('Tričká a tielka', 'Trička a tílka', 'Pólók és trikók'),
    'tee',
    localized('panske-tricka-a-tielka', 'panska-tricka-a-tilka', 'ferfi-polok-es-trikok'),
  ),
  c(
    'men-bottoms',
    'men-apparel',
    localized('Šortky a legíny', 'Kraťasy a legíny', 'Rövidnadrágok és nadrágok'),
    'shorts',
    localized('panske-sortky-a-leginy', 'panske-kratasy-a-leginy', 'ferfi-rovidnadragok-es-nadragok'),
  ),
  c(
    'men-jackets',
    'men-apparel',
    localized('Bundy a mikiny', 'Bundy a mikiny', 'Kabátok és pulóverek'),
    'jacket',
    localized('panske-bundy-a-mikiny', 'panske-bundy-a-mikiny', 'ferfi-kabatok-es-puloverek'),
  ),

  c('women-apparel', null, localized('Dámske oblečenie', 'Dámské oblečení', 'Női ruházat'), 'tights'),
  c(
    'women-tops',
    'women-apparel',
    localized('Tričká a tielka', 'Trička a tílka', 'Pólók és trikók'),
    'tee',
    localized('damske-tricka-a-tielka', 'damska-tricka-a-tilka', 'noi-polok-es-trikok'),
  ),
  c(
    'women-bottoms',
    'women-apparel',
    localized('Legíny a šortky', 'Legíny a kraťasy', 'Leggingsek és rövidnadrágok'),
    'tights',
    localized('damske-leginy-a-sortky', 'damske-leginy-a-kratasy', 'noi-leggingsek-es-rovidnadragok'),
  ),
  c(
    'women-jackets',
    'women-apparel',
    localized('Bundy a mikiny', 'Bundy a mikiny', 'Kabátok és pulóverek'),
    'jacket',
    localized('damske-bundy-a-mikiny', 'damske-bundy-a-mikiny', 'noi-kabatok-es-puloverek'),
  ),
  c('women-bras', 'women-apparel', localized('Športové podprsenky', 'Sportovní podprsenky', 'Sportmelltartók'), 'bra'),

  c('accessories', null, localized('Doplnky', 'Doplňky', 'Kiegészítők'), 'socks'),
  c('socks', 'accessories', localized('Bežecké ponožky', 'Běžecké ponožky', 'Futózoknik'), 'socks'),
  c('headwear', 'accessories', localized('Čiapky a čelenky', 'Čepice a čelenky', 'Sapkák és fejpántok'), 'headwear'),
  c('gloves', 'accessories', localized('Rukavice', 'Rukavice', 'Kesztyűk'), 'gloves'),
  c('vests', 'accessories', localized('Bežecké vesty', 'Běžecké vesty', 'Futómellények'), 'vest'),

  c('nutrition', null, localized('Výživa', 'Výživa', 'Sporttáplálkozás'), 'gel'),
  c('gels', 'nutrition', localized('Energetické gély', 'Energetické gely', 'Energiazselék'), 'gel'),
  c('bars', 'nutrition', localized('Energetické tyčinky', 'Energetické tyčinky', 'Energiaszeletek'), 'bar'),
  c('drinks', 'nutrition', localized('Iónové nápoje', 'Iontové nápoje', 'Izotóniás italok'), 'drink'),

  c('electronics', null, localized('Elektronika', 'Elektronika', 'Elektronika'), 'watch'),
  c('watches', 'electronics', localized('GPS hodinky', 'GPS hodinky', 'GPS órák'), 'watch'),
  c('hrm', 'electronics', localized('Snímače tepu', 'Snímače tepu', 'Pulzusmérők'), 'hrm'),

  c('sale', null, localized('Výpredaj', 'Výprodej', 'Kiárusítás'), 'shoe-racing'),
  c('sale-shoes', 'sale', localized('Zľavnená obuv', 'Zlevněné boty', 'Akciós cipők'), 'shoe-trail'),
  c('sale-apparel', 'sale', localized('Zľavnené oblečenie', 'Zlevněné oblečení', 'Akciós ruházat'), 'jacket'),

  c('new', null, localized('Novinky', 'Novinky', 'Újdonságok'), 'shoe-racing'),

  c(
    'bazaar',
    null,
    localized('Bazár', 'Bazar', 'Használt cikkek'),
    'shoe-trail',
    undefined,
    'https://bazar.stride-run.eu/',
  ),

  // Deliberately empty: no product model is drawn into it, so every storefront has a category that
  // shows the empty-category state (issue 3). Last in the list so no other category's id, position
  // or photo moves; its 'tights' shape and palette (index 32 ≡ 12 of 20) reuse women-bottoms' photo,
  // so no photo id shifts either.
  c('compression', 'accessories', localized('Kompresné návleky', 'Kompresní návleky', 'Kompressziós szárak'), 'tights'),
];
