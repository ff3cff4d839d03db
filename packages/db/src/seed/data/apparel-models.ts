import type { BrandName } from './brands';

export type ApparelType =
  | 'tee'
  | 'shorts'
  | 'tights'
  | 'jacket'
  | 'midlayer'
  | 'bra'
  | 'socks'
  | 'headwear'
  | 'gloves'
  | 'vest';
export type Gender = 'men' | 'women' | 'unisex';

export interface ApparelModel {
  brand: BrandName;
  model: string;
  type: ApparelType;
  price: number;
  genders: readonly Gender[];
  isNew: boolean;
}

// brand | model | type | price EUR | genders (m, w, u) | n = new
const TABLE = `
Nike|Dri-FIT Miler|tee|39.99|mw|
Nike|Dri-FIT ADV AeroSwift|tee|64.99|mw|n
Adidas|Own the Run|tee|34.99|mw|
Adidas|Adizero Running|tee|49.99|mw|
Asics|Core SS Top|tee|29.99|mw|
Asics|Metarun SS Top|tee|54.99|mw|
Brooks|Atmosphere 2.0|tee|44.99|mw|
On|Performance-T|tee|59.99|mw|n
Craft|ADV Essence SS Tee|tee|39.99|mw|
Compressport|Performance SS Tshirt|tee|49.99|mw|
2XU|Aero Tee|tee|44.99|mw|
Under Armour|Launch|tee|34.99|mw|
Saucony|Stopwatch|tee|34.99|mw|
Mizuno|DryAeroFlow Tee|tee|39.99|mw|
Hoka|Airolite Run Tee|tee|49.99|mw|
Puma|Run Favourite|tee|29.99|mw|
New Balance|Athletics Run|tee|39.99|mw|
Salomon|Sense Aero|tee|49.99|mw|
Nike|Challenger 7"|shorts|39.99|mw|
Nike|AeroSwift 2"|shorts|59.99|mw|
Adidas|Own the Run Shorts|shorts|34.99|mw|
Adidas|Adizero Split Shorts|shorts|49.99|mw|n
Asics|Road 5in Short|shorts|39.99|mw|
Brooks|Sherpa 5"|shorts|49.99|mw|
On|Running Shorts|shorts|64.99|mw|
Craft|ADV Essence 2-in-1 Shorts|shorts|44.99|mw|
Compressport|Trail Racing Overshort|shorts|59.99|mw|
Under Armour|Launch 5'' Shorts|shorts|34.99|mw|
Saucony|Outpace 5" Short|shorts|39.99|mw|
Salomon|Cross 2in1 Shorts|shorts|54.99|mw|
Nike|Dri-FIT Fast Tights|tights|59.99|mw|
Asics|Core Tight|tights|49.99|mw|
Brooks|Momentum Thermal Tight|tights|79.99|mw|
On|Performance Tights|tights|99.99|mw|
Craft|Core Essence Tights|tights|49.99|mw|
2XU|Light Speed Compression Tights|tights|109.99|mw|
Compressport|Run Under Control Full Tights|tights|89.99|mw|n
Nike|Windrunner|jacket|99.99|mw|
Adidas|Own the Run Jacket|jacket|79.99|mw|
Asics|Lite-Show Jacket|jacket|89.99|mw|
Brooks|Canopy Jacket|jacket|109.99|mw|
On|Weather Jacket|jacket|199.99|mw|n
Craft|PRO Hypervent Jacket 2|jacket|119.99|mw|
Compressport|Hurricane Waterproof 10/10 Jacket|jacket|179.99|mw|
Salomon|Bonatti Trail Jacket|jacket|109.99|mw|
Salomon|Bonatti Waterproof|jacket|169.99|mw|
Under Armour|Launch Hooded Jacket|jacket|89.99|mw|
Mizuno|Alpha Jacket|jacket|99.99|mw|
Nike|Therma-FIT Element|midlayer|74.99|mw|
Asics|Road Winter 1/2 Zip|midlayer|64.99|mw|
Brooks|Dash 1/2 Zip 2.0|midlayer|79.99|mw|
Craft|ADV SubZ Wool LS|midlayer|89.99|mw|
Saucony|Solstice Oysterback|midlayer|84.99|mw|
Nike|Swoosh Medium Support|bra|39.99|w|
Adidas|Powerimpact|bra|44.99|w|
Brooks|Dare Racerback 2.0|bra|64.99|w|
On|Performance Bra|bra|59.99|w|
Under Armour|Infinity Mid 2.0|bra|44.99|w|
Craft|ADV Essence Bra|bra|39.99|w|
Compressport|Pro Racing Socks v4.0|socks|19.99|u|
Compressport|Full Socks Run|socks|39.99|u|
Nike|Spark Lightweight|socks|16.99|u|
Craft|ADV Dry Mid Sock|socks|14.99|u|
2XU|Vectr Light Cushion|socks|19.99|u|
Asics|Performance Run Sock|socks|12.99|u|
Salomon|Speedcross Ankle|socks|16.99|u|
Under Armour|Run Cushion|socks|12.99|u|
Compressport|Spiderweb Ultralight Headband|headwear|19.99|u|
Compressport|Pro Racing Cap|headwear|34.99|u|
Salomon|Sense Aero Cap|headwear|29.99|u|
Nike|Dri-FIT Fly Cap|headwear|29.99|u|
Adidas|Heat.RDY Runner Cap|headwear|24.99|u|
Craft|Core Essence Jersey Hat|headwear|19.99|u|
On|Lightweight Cap|headwear|39.99|u|n
Nike|Accelerate|gloves|24.99|u|
Craft|ADV Lumen Fleece|gloves|34.99|u|
Asics|Thermal Gloves|gloves|24.99|u|
Brooks|Draft Hybrid Glove|gloves|39.99|u|
Under Armour|Storm Run Liner|gloves|29.99|u|
Salomon|Cross Warm Glove|gloves|34.99|u|
Salomon|ADV Skin 12|vest|149.99|u|
Salomon|Active Skin 8|vest|109.99|u|
Salomon|S/Lab Sense Ultra 5|vest|179.99|u|n
Inov-8|VentureLite 4|vest|79.99|u|
La Sportiva|Racer Vest|vest|99.99|u|
Compressport|UltRun S Pack Evo 10|vest|139.99|u|
`;

const GENDER_FLAGS: Record<string, Gender> = { m: 'men', w: 'women', u: 'unisex' };

export const APPAREL_MODELS: readonly ApparelModel[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [brand, model, type, price, genders = '', flags = ''] = line.split('|');
    return {
      brand: brand as BrandName,
      model: model as string,
      type: type as ApparelType,
      price: Number(price),
      genders: [...genders].map((flag) => GENDER_FLAGS[flag] as Gender),
      isNew: flags.includes('n'),
    };
  });
