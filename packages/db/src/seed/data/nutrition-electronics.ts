import { type Localized, localized } from '../text';
import type { BrandName } from './brands';

export type NutritionType = 'gel' | 'bar' | 'drink';

export interface NutritionProduct {
  brand: BrandName;
  model: string;
  type: NutritionType;
  /** Pack size as printed, e.g. "40 g". */
  pack: string;
  price: number;
  flavors: readonly FlavorCode[];
  caffeine: boolean;
  isNew: boolean;
}

export const FLAVORS = {
  neutral: { name: localized('bez príchute', 'bez příchutě', 'ízesítés nélkül'), color: '#e9e4d8' },
  orange: { name: localized('pomaranč', 'pomeranč', 'narancs'), color: '#f28c28' },
  lemon: { name: localized('citrón a limetka', 'citron a limetka', 'citrom-lime'), color: '#e6e04a' },
  berry: { name: localized('lesné ovocie', 'lesní ovoce', 'erdei gyümölcs'), color: '#8e2c5c' },
  cola: { name: localized('kola', 'kola', 'kóla'), color: '#4a2a1c' },
  caramel: { name: localized('slaný karamel', 'slaný karamel', 'sós karamell'), color: '#c58a3a' },
  chocolate: { name: localized('čokoláda', 'čokoláda', 'csokoládé'), color: '#5b3a29' },
  strawberry: { name: localized('jahoda a banán', 'jahoda a banán', 'eper-banán'), color: '#d9334a' },
  tropical: { name: localized('tropické ovocie', 'tropické ovoce', 'trópusi gyümölcs'), color: '#f5b335' },
  espresso: { name: localized('espresso', 'espresso', 'eszpresszó'), color: '#3b2a20' },
  apple: { name: localized('jablko', 'jablko', 'alma'), color: '#7cbf3a' },
} as const satisfies Record<string, { name: Localized; color: string }>;

export type FlavorCode = keyof typeof FLAVORS;

// brand | model | type | pack | price EUR | flavors | flags (c = caffeine, n = new)
const NUTRITION_TABLE = `
Maurten|Gel 100|gel|40 g|3.49|neutral|
Maurten|Gel 100 CAF 100|gel|40 g|3.99|neutral|c
Maurten|Gel 160|gel|65 g|4.99|neutral|n
Maurten|Drink Mix 160|drink|40 g|3.99|neutral|
Maurten|Drink Mix 320|drink|80 g|4.99|neutral|
Maurten|Solid 225|bar|60 g|3.99|neutral|
SiS|GO Isotonic Energy Gel|gel|60 ml|1.99|orange,lemon,apple,tropical,berry|
SiS|Beta Fuel Gel|gel|60 ml|3.29|orange,strawberry|
SiS|GO Energy + Caffeine Gel|gel|60 ml|2.29|cola,espresso|c
SiS|GO Energy Bar|bar|40 g|1.99|chocolate,berry,strawberry|
SiS|GO Electrolyte|drink|500 g|18.99|lemon,orange|
SiS|Beta Fuel Drink|drink|84 g|3.99|orange|n
GU|Energy Gel|gel|32 g|1.89|caramel,chocolate,strawberry,espresso,lemon|
GU|Roctane Energy Gel|gel|32 g|2.99|caramel,berry,tropical|c
GU|Energy Stroopwafel|bar|32 g|1.99|caramel,chocolate|
GU|Hydration Drink Tabs|drink|54 g|8.99|lemon,berry|
Enervit|Sport Gel|gel|25 ml|1.79|orange,lemon,cola|
Enervit|Carbo Gel C2:1|gel|60 ml|2.59|orange,tropical|n
Enervit|Sport Isotonic Drink|drink|420 g|14.99|lemon,orange|
Enervit|Sport Competition Bar|bar|30 g|1.79|chocolate,apple|
Isostar|Hydrate & Perform|drink|400 g|9.99|orange,lemon,berry|
Isostar|Energy Sport Bar|bar|40 g|1.49|chocolate,berry|
Isostar|Actifood Gel|gel|90 g|2.99|orange|
`;

export const NUTRITION_PRODUCTS: readonly NutritionProduct[] = NUTRITION_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [brand, model, type, pack, price, flavors = '', flags = ''] = line.split('|');
    return {
      brand: brand as BrandName,
      model: model as string,
      type: type as NutritionType,
      pack: pack as string,
      price: Number(price),
      flavors: flavors.split(',') as FlavorCode[],
      caffeine: flags.includes('c'),
      isNew: flags.includes('n'),
    };
  });

export type ElectronicsType = 'watch' | 'hrm';

export interface ElectronicsModel {
  brand: BrandName;
  model: string;
  type: ElectronicsType;
  price: number;
  isNew: boolean;
  retired: boolean;
}

// brand | model | type | price EUR | flags (n = new, r = retired)
const ELECTRONICS_TABLE = `
Garmin|Forerunner 165|watch|249.99|
Garmin|Forerunner 265|watch|349.99|
Garmin|Forerunner 570|watch|549.99|n
Garmin|Forerunner 965|watch|599.99|
Garmin|Forerunner 970|watch|749.99|n
Garmin|Forerunner 55|watch|179.99|r
Garmin|Fenix 8 47 mm|watch|999.99|
Garmin|Enduro 3|watch|899.99|
Garmin|Instinct 3 AMOLED|watch|449.99|
Garmin|HRM-Pro Plus|hrm|129.99|
Garmin|HRM 600|hrm|169.99|n
Coros|Pace 3|watch|229.00|
Coros|Pace Pro|watch|349.00|n
Coros|Apex 2 Pro|watch|449.00|
Coros|Vertix 2S|watch|699.00|
Coros|Heart Rate Monitor|hrm|79.00|
Suunto|Race S|watch|349.00|
Suunto|Race 2|watch|549.00|n
Suunto|Vertical 2|watch|599.00|n
Suunto|Run|watch|249.00|
Suunto|9 Peak Pro|watch|499.00|r
Suunto|Smart Heart Rate Belt|hrm|79.00|
Polar|Pacer|watch|199.99|
Polar|Pacer Pro|watch|299.99|
Polar|Vantage V3|watch|599.99|
Polar|Grit X2 Pro|watch|749.99|
Polar|H10|hrm|89.99|
Polar|Verity Sense|hrm|99.99|
`;

export const ELECTRONICS_MODELS: readonly ElectronicsModel[] = ELECTRONICS_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [brand, model, type, price, flags = ''] = line.split('|');
    return {
      brand: brand as BrandName,
      model: model as string,
      type: type as ElectronicsType,
      price: Number(price),
      isNew: flags.includes('n'),
      retired: flags.includes('r'),
    };
  });
