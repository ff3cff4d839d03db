import type { BrandName } from './brands';

export type ShoeType = 'road' | 'trail' | 'racing';
export type Support = 'neutral' | 'stability';
export type Cushioning = 'low' | 'medium' | 'max';

export interface ShoeModel {
  brand: BrandName;
  model: string;
  type: ShoeType;
  support: Support;
  /** Heel-to-toe drop in mm. */
  drop: number;
  /** Weight of a men's 42.5 in grams. */
  weight: number;
  /** Recommended retail price in EUR. */
  price: number;
  cushioning: Cushioning;
  /** Newest version of the model (labelled new). */
  isNew?: boolean;
  /** Discontinued model: its products are retired. */
  retired?: boolean;
  /** Only made for men/women; default both. */
  genders?: readonly ('men' | 'women')[];
}

// brand | model | type | support | drop | weight | price | cushioning | flags (n = new, r = retired)
const TABLE = `
Nike|Pegasus 41|road|neutral|10|284|139.99|medium|n
Nike|Pegasus 40|road|neutral|10|286|129.99|medium|r
Nike|Vomero 18|road|neutral|10|310|159.99|max|n
Nike|Structure 25|road|stability|10|298|139.99|medium|
Nike|Invincible 3|road|neutral|9|310|189.99|max|
Nike|Pegasus Plus|road|neutral|10|255|189.99|medium|
Nike|Alphafly 3|racing|neutral|8|218|299.99|max|
Nike|Vaporfly 3|racing|neutral|8|196|259.99|medium|
Nike|Streakfly|racing|neutral|6|145|169.99|low|
Nike|Pegasus Trail 5|trail|neutral|10|295|149.99|medium|
Nike|Zegama 2|trail|neutral|4|305|179.99|max|
Nike|Ultrafly|trail|neutral|8|266|249.99|medium|
Adidas|Adizero Boston 12|road|neutral|6|269|179.99|medium|
Adidas|Adizero Adios Pro 4|racing|neutral|6|216|249.99|medium|n
Adidas|Adizero Evo SL|road|neutral|6|224|149.99|medium|n
Adidas|Adizero SL2|road|neutral|8|250|129.99|medium|
Adidas|Supernova Rise 2|road|neutral|10|297|139.99|medium|
Adidas|Adistar 3|road|neutral|8|295|149.99|max|
Adidas|Adizero Takumi Sen 10|racing|neutral|6|185|199.99|low|
Adidas|Terrex Agravic Speed Ultra|trail|neutral|6|280|179.99|medium|
Adidas|Terrex Soulstride Flow|trail|neutral|8|300|119.99|medium|
Asics|Gel-Kayano 31|road|stability|8|303|179.99|max|n
Asics|Gel-Kayano 30|road|stability|10|308|169.99|max|r
Asics|Gel-Nimbus 27|road|neutral|8|293|189.99|max|n
Asics|Gel-Cumulus 27|road|neutral|8|268|149.99|medium|
Asics|Novablast 5|road|neutral|8|256|149.99|medium|n
Asics|GT-2000 13|road|stability|8|280|139.99|medium|
Asics|Superblast 2|road|neutral|8|239|219.99|max|
Asics|Metaspeed Sky Paris|racing|neutral|5|187|259.99|medium|
Asics|Metaspeed Edge Paris|racing|neutral|5|185|259.99|medium|
Asics|Magic Speed 4|racing|neutral|8|220|169.99|medium|
Asics|Gel-Trabuco 13|trail|neutral|8|306|149.99|medium|
Asics|Trabuco Max 4|trail|neutral|5|305|169.99|max|
Asics|Fuji Lite 5|trail|neutral|5|250|139.99|low|
Brooks|Ghost 17|road|neutral|12|286|149.99|medium|n
Brooks|Ghost 16|road|neutral|12|283|139.99|medium|r
Brooks|Glycerin 22|road|neutral|10|289|179.99|max|
Brooks|Adrenaline GTS 24|road|stability|12|289|149.99|medium|
Brooks|Glycerin GTS 22|road|stability|10|298|189.99|max|
Brooks|Launch 11|road|neutral|10|241|119.99|low|
Brooks|Hyperion Elite 4|racing|neutral|8|210|249.99|medium|
Brooks|Hyperion Max 2|road|neutral|8|232|189.99|medium|
Brooks|Cascadia 18|trail|neutral|6|309|149.99|medium|
Brooks|Caldera 8|trail|neutral|6|312|159.99|max|
Brooks|Catamount 3|trail|neutral|6|266|169.99|medium|
Hoka|Clifton 10|road|neutral|8|277|149.99|max|n
Hoka|Clifton 9|road|neutral|5|248|139.99|max|r
Hoka|Bondi 9|road|neutral|5|303|169.99|max|
Hoka|Arahi 8|road|stability|5|278|149.99|medium|
Hoka|Gaviota 5|road|stability|6|311|179.99|max|
Hoka|Mach 6|road|neutral|5|232|149.99|medium|
Hoka|Skyward X|road|neutral|5|317|229.99|max|
Hoka|Rocket X 2|racing|neutral|5|221|249.99|medium|
Hoka|Cielo X1 2.0|racing|neutral|7|255|274.99|max|
Hoka|Speedgoat 6|trail|neutral|5|278|159.99|max|n
Hoka|Speedgoat 5|trail|neutral|4|292|149.99|max|r
Hoka|Challenger 8|trail|neutral|5|255|149.99|medium|
Hoka|Mafate Speed 4|trail|neutral|4|306|179.99|max|
Hoka|Tecton X 3|trail|neutral|5|269|239.99|max|
Saucony|Endorphin Speed 4|road|neutral|8|233|189.99|medium|
Saucony|Endorphin Pro 4|racing|neutral|8|204|249.99|medium|
Saucony|Endorphin Elite 2|racing|neutral|8|198|299.99|medium|n
Saucony|Kinvara 15|road|neutral|4|218|139.99|low|
Saucony|Ride 18|road|neutral|8|269|149.99|medium|n
Saucony|Guide 18|road|stability|6|283|149.99|medium|
Saucony|Triumph 22|road|neutral|10|289|179.99|max|
Saucony|Hurricane 24|road|stability|8|313|179.99|max|
Saucony|Peregrine 15|trail|neutral|4|281|149.99|medium|
Saucony|Xodus Ultra 3|trail|neutral|6|283|169.99|max|
Saucony|Endorphin Edge|trail|neutral|6|252|219.99|medium|
New Balance|Fresh Foam X 1080v14|road|neutral|6|295|179.99|max|n
New Balance|Fresh Foam X 1080v13|road|neutral|6|292|169.99|max|r
New Balance|Fresh Foam X 880v15|road|neutral|10|291|149.99|medium|
New Balance|Fresh Foam X 860v14|road|stability|8|303|149.99|medium|
New Balance|FuelCell Rebel v4|road|neutral|6|212|149.99|medium|
New Balance|FuelCell SuperComp Elite v4|racing|neutral|4|213|269.99|medium|
New Balance|FuelCell SuperComp Trainer v3|road|neutral|4|272|189.99|max|
New Balance|Fresh Foam X More v5|road|neutral|4|303|159.99|max|
New Balance|Fresh Foam X Hierro v9|trail|neutral|8|315|159.99|max|
New Balance|FuelCell Summit Unknown v5|trail|neutral|6|256|139.99|medium|
Mizuno|Wave Rider 28|road|neutral|12|275|149.99|medium|n
Mizuno|Wave Rider 27|road|neutral|12|280|139.99|medium|r
Mizuno|Wave Inspire 21|road|stability|12|286|149.99|medium|
Mizuno|Wave Sky 8|road|neutral|8|300|169.99|max|
Mizuno|Neo Vista 2|road|neutral|8|255|179.99|max|
Mizuno|Wave Rebellion Pro 3|racing|neutral|8|218|239.99|medium|
Mizuno|Wave Rebellion Flash 2|road|neutral|8|230|149.99|medium|
Mizuno|Wave Daichi 8|trail|neutral|10|295|139.99|medium|
Mizuno|Wave Mujin 10|trail|neutral|8|323|159.99|max|
On|Cloudmonster 2|road|neutral|6|300|179.99|max|
On|Cloudsurfer 2|road|neutral|9|245|159.99|medium|n
On|Cloudflow 4|road|neutral|8|235|159.99|medium|
On|Cloudrunner 2|road|stability|9|295|149.99|medium|
On|Cloudeclipse|road|neutral|6|305|199.99|max|
On|Cloudboom Strike|racing|neutral|8|195|289.99|medium|
On|Cloudboom Echo 3|racing|neutral|9|220|259.99|medium|
On|Cloudultra 2|trail|neutral|6|295|179.99|medium|
On|Cloudvista 2|trail|neutral|7|280|169.99|medium|
On|Cloudsurfer Trail|trail|neutral|7|275|159.99|medium|
Salomon|Speedcross 6|trail|neutral|10|298|139.99|medium|
Salomon|Speedcross 5|trail|neutral|10|310|129.99|medium|r
Salomon|Sense Ride 5|trail|neutral|8|283|139.99|medium|
Salomon|S/Lab Genesis|trail|neutral|8|265|199.99|medium|
Salomon|S/Lab Pulsar 3|trail|neutral|6|190|199.99|low|
Salomon|Ultra Glide 2|trail|neutral|6|280|159.99|max|
Salomon|Thundercross|trail|neutral|8|295|149.99|medium|n
Salomon|Genesis|trail|neutral|8|275|159.99|medium|
Salomon|Aero Glide 2|road|neutral|10|265|149.99|max|
Salomon|S/Lab Phantasm 2|racing|neutral|9|205|219.99|medium|
Altra|Lone Peak 9|trail|neutral|0|300|149.99|medium|n
Altra|Lone Peak 8|trail|neutral|0|303|139.99|medium|r
Altra|Olympus 6|trail|neutral|0|326|179.99|max|
Altra|Timp 5|trail|neutral|0|295|159.99|max|
Altra|Mont Blanc Carbon|trail|neutral|0|244|219.99|medium|
Altra|Torin 8|road|neutral|0|275|149.99|max|
Altra|Escalante 4|road|neutral|0|235|139.99|medium|
Altra|Paradigm 7|road|stability|0|310|159.99|max|
Puma|Deviate Nitro 3|road|neutral|10|265|159.99|medium|
Puma|Velocity Nitro 3|road|neutral|10|260|129.99|medium|
Puma|Magnify Nitro 2|road|neutral|10|283|149.99|max|
Puma|ForeverRun Nitro|road|stability|10|300|149.99|medium|
Puma|Fast-R Nitro Elite 3|racing|neutral|8|190|279.99|medium|n
Puma|Deviate Nitro Elite 3|racing|neutral|8|200|239.99|medium|
Puma|Voyage Nitro 3|trail|neutral|10|298|139.99|medium|
Puma|Fast-Trac Nitro 3|trail|neutral|6|270|149.99|medium|
Under Armour|Infinite Elite 2|road|neutral|8|268|159.99|max|
Under Armour|Infinite Pro|road|neutral|8|284|149.99|medium|
Under Armour|HOVR Machina 3|road|neutral|8|286|149.99|medium|
Under Armour|Velociti Elite 2|racing|neutral|8|207|249.99|medium|
Under Armour|Charged Rogue 4|road|neutral|8|297|89.99|medium|
Inov-8|Trailfly Speed|trail|neutral|6|280|169.99|medium|
Inov-8|Roclite Ultra G 320|trail|neutral|6|320|189.99|max|
Inov-8|TrailTalon|trail|neutral|6|290|149.99|medium|
Inov-8|MudTalon Speed|trail|neutral|4|250|159.99|low|
Inov-8|Trailfly Ultra G 300 Max|trail|neutral|6|300|199.99|max|
La Sportiva|Bushido III|trail|neutral|6|290|159.99|medium|
La Sportiva|Akasha II|trail|neutral|6|315|169.99|max|
La Sportiva|Prodigio|trail|neutral|5|250|169.99|max|
La Sportiva|Jackal II|trail|neutral|7|290|159.99|medium|
La Sportiva|Cyklon|trail|neutral|4|330|179.99|medium|
Merrell|Agility Peak 5|trail|neutral|6|300|149.99|medium|
Merrell|MTL Long Sky 2|trail|neutral|4|270|159.99|medium|
Merrell|Morphlite|trail|neutral|6|262|119.99|medium|
Merrell|MTL Skyfire 2|trail|neutral|4|250|169.99|medium|
Scott|Kinabalu 3|trail|neutral|8|305|159.99|medium|
Scott|Supertrac 3|trail|neutral|5|315|149.99|medium|
Scott|Speed Carbon RC|racing|neutral|6|215|239.99|medium|
Scott|Pursuit 2|road|neutral|5|282|159.99|max|
Scott|Supertrac Amphib|trail|neutral|5|280|149.99|medium|
Topo Athletic|Ultrafly 5|road|stability|5|286|149.99|medium|
Topo Athletic|Phantom 3|road|neutral|5|281|149.99|max|
Topo Athletic|Specter 2|road|neutral|5|265|159.99|max|
Topo Athletic|MTN Racer 3|trail|neutral|5|298|169.99|medium|
Topo Athletic|Ultraventure 4|trail|neutral|5|300|159.99|max|
Karhu|Ikoni 3.0|road|neutral|8|270|149.99|medium|
Karhu|Fusion 3.5|road|neutral|8|290|149.99|medium|
Karhu|Synchron 2.0|road|stability|8|310|159.99|max|
Karhu|Mestari Run 1.5|trail|neutral|8|300|159.99|medium|
361°|Kairos 2|road|neutral|8|275|139.99|medium|
361°|Centauri 2|road|neutral|8|285|149.99|max|
361°|Flame Elite|racing|neutral|8|210|219.99|medium|
361°|Taroko 3|trail|neutral|6|300|139.99|medium|
Craft|Nordlite Ultra|trail|neutral|6|290|159.99|max|
Craft|Endurance Trail|trail|neutral|6|310|139.99|medium|
Craft|CTM Ultra Carbon 2|racing|neutral|6|230|229.99|max|
Craft|Pro Endur Distance|road|neutral|8|270|149.99|medium|
`;

export const SHOE_MODELS: readonly ShoeModel[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [brand, model, type, support, drop, weight, price, cushioning, flags = ''] = line.split('|');
    return {
      brand: brand as BrandName,
      model: model as string,
      type: type as ShoeType,
      support: support as Support,
      drop: Number(drop),
      weight: Number(weight),
      price: Number(price),
      cushioning: cushioning as Cushioning,
      isNew: flags.includes('n'),
      retired: flags.includes('r'),
    };
  });
