import type { LocaleCode } from '../../schema';
import { type Localized, localized } from '../text';

export interface StoreDef {
  id: number;
  country: LocaleCode;
  name: string;
  names: Localized;
  description: Localized;
  street: string;
  zip: string;
  town: string;
  district: string;
  phone: string;
  email: string;
  shipsOnline: boolean;
  /** A shop customers walk into (the warehouse is not). */
  retail: boolean;
  /** [from, to] per ISO weekday 1-7, null = closed. */
  hours: readonly ([string, string] | null)[];
  /** WGS 84 position of the shop's door; its map link is built from it. */
  latitude: number;
  longitude: number;
  /** Title of the store's page in each shop (its urlTitle is the title slugified). */
  pageTitle: Localized;
}

/** An OpenStreetMap link centred on the store (the `map_link` parameter). */
export function storeMapLink(store: Pick<StoreDef, 'latitude' | 'longitude'>): string {
  const { latitude: lat, longitude: lon } = store;
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(4)}&mlon=${lon.toFixed(4)}#map=18/${lat.toFixed(4)}/${lon.toFixed(4)}`;
}

const WEEK_STORE = (open: string, close: string, satOpen: string, satClose: string): ([string, string] | null)[] => [
  [open, close],
  [open, close],
  [open, close],
  [open, close],
  [open, close],
  [satOpen, satClose],
  null,
];

function storeDescription(town: Localized): Localized {
  return localized(
    `<p>Bežecká predajňa Stride ${town.sk}: vyskúšajte si topánky na bežiacom páse, poradíme s výberom podľa vášho došľapu.</p><p>Analýza behu zadarmo, po dohode aj mimo otváracích hodín.</p>`,
    `<p>Běžecká prodejna Stride ${town.cz}: vyzkoušejte si boty na běžeckém pásu, poradíme s výběrem podle vašeho došlapu.</p><p>Analýza běhu zdarma, po domluvě i mimo otevírací dobu.</p>`,
    `<p>Stride futóbolt – ${town.hu}: próbálja ki a cipőket futópadon, segítünk a lábtípusának megfelelő választásban.</p><p>Ingyenes futásanalízis, egyeztetés után nyitvatartási időn kívül is.</p>`,
  );
}

/** Operation units. Id 4 is the Bratislava flagship the header shows (spec §9). */
export const STORES: readonly StoreDef[] = [
  {
    id: 1,
    country: 'sk',
    name: 'Stride Košice',
    names: localized('Stride Košice', 'Stride Košice', 'Stride Kassa'),
    description: storeDescription(localized('Košice', 'Košice', 'Kassa')),
    street: 'Hlavná 68',
    zip: '040 01',
    town: 'Košice',
    district: 'Košice I',
    phone: '+421 55 123 4567',
    email: 'kosice@stride.sk',
    shipsOnline: false,
    retail: true,
    hours: WEEK_STORE('10:00', '19:00', '09:00', '13:00'),
    latitude: 48.7203,
    longitude: 21.2577,
    pageTitle: localized('Predajňa Košice', 'Prodejna Košice', 'Kassai üzletünk'),
  },
  {
    id: 2,
    country: 'cz',
    name: 'Stride Praha',
    names: localized('Stride Praha', 'Stride Praha', 'Stride Prága'),
    description: storeDescription(localized('Praha', 'Praha', 'Prága')),
    street: 'Vinohradská 1511/230',
    zip: '100 00',
    town: 'Praha',
    district: 'Praha 10',
    phone: '+420 234 567 891',
    email: 'praha@stride.cz',
    shipsOnline: false,
    retail: true,
    hours: WEEK_STORE('10:00', '20:00', '10:00', '18:00'),
    latitude: 50.0755,
    longitude: 14.465,
    pageTitle: localized('Predajňa Praha', 'Prodejna Praha', 'Prágai üzletünk'),
  },
  {
    id: 3,
    country: 'hu',
    name: 'Stride Budapest',
    names: localized('Stride Budapešť', 'Stride Budapešť', 'Stride Budapest'),
    description: storeDescription(localized('Budapešť', 'Budapešť', 'Budapest')),
    street: 'Váci utca 42',
    zip: '1056',
    town: 'Budapest',
    district: 'V. kerület',
    phone: '+36 1 234 5679',
    email: 'budapest@stride.hu',
    shipsOnline: false,
    retail: true,
    hours: WEEK_STORE('10:00', '19:00', '10:00', '14:00'),
    latitude: 47.4925,
    longitude: 19.054,
    pageTitle: localized('Predajňa Budapešť', 'Prodejna Budapešť', 'Budapesti üzletünk'),
  },
  {
    id: 4,
    country: 'sk',
    name: 'Stride Bratislava',
    names: localized(
      'Stride Bratislava – vlajková predajňa',
      'Stride Bratislava – vlajková prodejna',
      'Stride Pozsony – zászlóshajó üzlet',
    ),
    description: localized(
      '<p>Naša vlajková predajňa v centre Bratislavy: viac ako 600 modelov bežeckej obuvi, bežiaci pás s videoanalýzou behu a poradcovia, ktorí sami behajú.</p><p>Parkovanie v podzemnej garáži OC, prvé 2 hodiny zadarmo.</p>',
      '<p>Naše vlajková prodejna v centru Bratislavy: více než 600 modelů běžeckých bot, běžecký pás s videoanalýzou běhu a poradci, kteří sami běhají.</p><p>Parkování v podzemní garáži OC, první 2 hodiny zdarma.</p>',
      '<p>Zászlóshajó üzletünk Pozsony központjában: több mint 600 futócipőmodell, futópad videós futásanalízissel és tanácsadók, akik maguk is futnak.</p><p>Parkolás a bevásárlóközpont mélygarázsában, az első 2 óra ingyenes.</p>',
    ),
    street: 'Obchodná 12',
    zip: '811 06',
    town: 'Bratislava',
    district: 'Bratislava I – Staré Mesto',
    phone: '+421 2 3456 7891',
    email: 'bratislava@stride.sk',
    shipsOnline: true,
    retail: true,
    hours: WEEK_STORE('09:00', '19:00', '09:00', '14:00'),
    latitude: 48.1459,
    longitude: 17.1077,
    pageTitle: localized('Predajňa Bratislava', 'Prodejna Bratislava', 'Pozsonyi üzletünk'),
  },
  {
    id: 5,
    country: 'sk',
    name: 'Stride sklad Senec',
    names: localized('Centrálny sklad Senec', 'Centrální sklad Senec', 'Központi raktár, Szenc'),
    description: localized(
      '<p>Centrálny sklad e-shopu. Osobný odber objednávok po potvrdení e-mailom.</p>',
      '<p>Centrální sklad e-shopu. Osobní odběr objednávek po potvrzení e-mailem.</p>',
      '<p>A webáruház központi raktára. Személyes átvétel a visszaigazoló e-mail után.</p>',
    ),
    street: 'Diaľničná cesta 27',
    zip: '903 01',
    town: 'Senec',
    district: 'Senec',
    phone: '+421 2 3456 7899',
    email: 'sklad@stride.sk',
    shipsOnline: true,
    retail: false,
    hours: WEEK_STORE('08:00', '16:00', '08:00', '12:00'),
    latitude: 48.2196,
    longitude: 17.4,
    pageTitle: localized('Centrálny sklad Senec', 'Centrální sklad Senec', 'Szenci központi raktár'),
  },
];
