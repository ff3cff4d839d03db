import { type Localized, localized } from '../text';

export interface ParameterDef {
  code: string;
  filterKind: 1 | 2;
  filterable: boolean;
  onCard: boolean;
  priority: number;
  unit: string | null;
  name: Localized;
  /** Name in a filter path; must not clash with the reserved filter names of the codec. */
  urlName: Localized;
}

export const PARAMETERS: readonly ParameterDef[] = [
  {
    code: 'surface',
    filterKind: 1,
    filterable: true,
    onCard: true,
    priority: 1,
    unit: null,
    name: localized('Povrch', 'Povrch', 'Felület'),
    urlName: localized('povrch', 'povrch', 'felulet'),
  },
  {
    code: 'support',
    filterKind: 1,
    filterable: true,
    onCard: true,
    priority: 2,
    unit: null,
    name: localized('Typ došľapu', 'Typ došlapu', 'Lábtípus'),
    urlName: localized('doslap', 'doslap', 'labtipus'),
  },
  {
    code: 'gender',
    filterKind: 1,
    filterable: true,
    onCard: false,
    priority: 3,
    unit: null,
    name: localized('Pre koho', 'Pro koho', 'Kinek'),
    urlName: localized('pre-koho', 'pro-koho', 'kinek'),
  },
  {
    code: 'drop',
    filterKind: 2,
    filterable: true,
    onCard: true,
    priority: 4,
    unit: 'mm',
    name: localized('Drop', 'Drop', 'Drop'),
    urlName: localized('drop', 'drop', 'drop'),
  },
  {
    code: 'weight',
    filterKind: 2,
    filterable: true,
    onCard: false,
    priority: 5,
    unit: 'g',
    name: localized('Hmotnosť', 'Hmotnost', 'Tömeg'),
    urlName: localized('hmotnost', 'hmotnost', 'tomeg'),
  },
  {
    code: 'cushioning',
    filterKind: 1,
    filterable: true,
    onCard: false,
    priority: 6,
    unit: null,
    name: localized('Tlmenie', 'Tlumení', 'Párnázás'),
    urlName: localized('tlmenie', 'tlumeni', 'parnazas'),
  },
  {
    code: 'color',
    filterKind: 1,
    filterable: true,
    onCard: false,
    priority: 7,
    unit: null,
    name: localized('Farba', 'Barva', 'Szín'),
    urlName: localized('farba', 'barva', 'szin'),
  },
  {
    code: 'flavor',
    filterKind: 1,
    filterable: true,
    onCard: true,
    priority: 8,
    unit: null,
    name: localized('Príchuť', 'Příchuť', 'Íz'),
    urlName: localized('prichut', 'prichut', 'iz'),
  },
  {
    code: 'caffeine',
    filterKind: 1,
    filterable: true,
    onCard: false,
    priority: 9,
    unit: null,
    name: localized('Kofeín', 'Kofein', 'Koffein'),
    urlName: localized('kofein', 'kofein', 'koffein'),
  },
];

/** Fixed values of the list parameters (kind 1); drop, weight, colour and flavour values are derived. */
export const PARAMETER_VALUES: Record<string, readonly { code: string; name: Localized }[]> = {
  surface: [
    { code: 'road', name: localized('Cesta', 'Silnice', 'Aszfalt') },
    { code: 'trail', name: localized('Terén', 'Terén', 'Terep') },
  ],
  support: [
    { code: 'neutral', name: localized('Neutrálny', 'Neutrální', 'Neutrális') },
    { code: 'stability', name: localized('Pronácia (stabilná)', 'Pronace (stabilní)', 'Pronáló (stabil)') },
  ],
  gender: [
    { code: 'men', name: localized('Muži', 'Muži', 'Férfi') },
    { code: 'women', name: localized('Ženy', 'Ženy', 'Női') },
    { code: 'unisex', name: localized('Unisex', 'Unisex', 'Uniszex') },
  ],
  cushioning: [
    { code: 'low', name: localized('Nízke', 'Nízké', 'Alacsony') },
    { code: 'medium', name: localized('Stredné', 'Střední', 'Közepes') },
    { code: 'max', name: localized('Maximálne', 'Maximální', 'Maximális') },
  ],
  caffeine: [
    { code: 'yes', name: localized('S kofeínom', 'S kofeinem', 'Koffeines') },
    { code: 'no', name: localized('Bez kofeínu', 'Bez kofeinu', 'Koffeinmentes') },
  ],
};

export const TAGS: readonly { code: string; name: Localized }[] = [
  { code: 'marathon', name: localized('Maratón', 'Maraton', 'Maraton') },
  { code: 'ultra', name: localized('Ultra', 'Ultra', 'Ultra') },
  { code: 'daily-trainer', name: localized('Na každý deň', 'Na každý den', 'Mindennapi') },
  { code: 'tempo', name: localized('Tempo a intervaly', 'Tempo a intervaly', 'Tempó és intervall') },
  { code: 'carbon-plate', name: localized('Karbónová platnička', 'Karbonová destička', 'Karbonlemez') },
  { code: 'beginner', name: localized('Pre začiatočníkov', 'Pro začátečníky', 'Kezdőknek') },
  { code: 'winter', name: localized('Zima', 'Zima', 'Tél') },
  { code: 'waterproof', name: localized('Nepremokavé', 'Nepromokavé', 'Vízálló') },
];

export const LABELS: readonly { code: string; color: string; name: Localized }[] = [
  { code: 'new', color: '#0a7d3e', name: localized('Novinka', 'Novinka', 'Újdonság') },
  { code: 'sale', color: '#d7263d', name: localized('Zľava', 'Sleva', 'Akció') },
  { code: 'bestseller', color: '#1f5fbf', name: localized('Najpredávanejšie', 'Nejprodávanější', 'Legnépszerűbb') },
  { code: 'last-pieces', color: '#b35c00', name: localized('Posledné kusy', 'Poslední kusy', 'Utolsó darabok') },
  { code: 'no-credits', color: '#6b6f76', name: localized('Bez kreditov', 'Bez kreditů', 'Kredit nélkül') },
];
