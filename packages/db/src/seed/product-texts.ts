import type { ApparelModel, ApparelType } from './data/apparel-models';
import type { ElectronicsModel, NutritionProduct } from './data/nutrition-electronics';
import type { ShoeModel } from './data/shoe-models';
import type { Random } from './random';
import { type Localized, localized } from './text';

type ShoeGender = 'men' | 'women';

const SHOE_PHRASES: Record<ShoeModel['type'], Record<ShoeGender, Localized>> = {
  road: {
    men: localized('pánska bežecká obuv', 'pánské běžecké boty', 'férfi futócipő'),
    women: localized('dámska bežecká obuv', 'dámské běžecké boty', 'női futócipő'),
  },
  trail: {
    men: localized('pánska trailová obuv', 'pánské trailové boty', 'férfi terepfutó cipő'),
    women: localized('dámska trailová obuv', 'dámské trailové boty', 'női terepfutó cipő'),
  },
  racing: {
    men: localized('pánska pretekárska obuv', 'pánské závodní boty', 'férfi versenycipő'),
    women: localized('dámska pretekárska obuv', 'dámské závodní boty', 'női versenycipő'),
  },
};

const APPAREL_PHRASES: Record<
  Exclude<ApparelType, 'headwear'>,
  Partial<Record<'men' | 'women' | 'unisex', Localized>>
> = {
  tee: {
    men: localized('pánske bežecké tričko', 'pánské běžecké tričko', 'férfi futópóló'),
    women: localized('dámske bežecké tričko', 'dámské běžecké tričko', 'női futópóló'),
  },
  shorts: {
    men: localized('pánske bežecké šortky', 'pánské běžecké kraťasy', 'férfi futó rövidnadrág'),
    women: localized('dámske bežecké šortky', 'dámské běžecké kraťasy', 'női futó rövidnadrág'),
  },
  tights: {
    men: localized('pánske bežecké legíny', 'pánské běžecké legíny', 'férfi futónadrág'),
    women: localized('dámske bežecké legíny', 'dámské běžecké legíny', 'női futóleggings'),
  },
  jacket: {
    men: localized('pánska bežecká bunda', 'pánská běžecká bunda', 'férfi futókabát'),
    women: localized('dámska bežecká bunda', 'dámská běžecká bunda', 'női futókabát'),
  },
  midlayer: {
    men: localized('pánska bežecká mikina', 'pánská běžecká mikina', 'férfi futópulóver'),
    women: localized('dámska bežecká mikina', 'dámská běžecká mikina', 'női futópulóver'),
  },
  bra: { women: localized('dámska športová podprsenka', 'dámská sportovní podprsenka', 'női sportmelltartó') },
  socks: { unisex: localized('bežecké ponožky', 'běžecké ponožky', 'futózokni') },
  gloves: { unisex: localized('bežecké rukavice', 'běžecké rukavice', 'futókesztyű') },
  vest: { unisex: localized('bežecká vesta', 'běžecká vesta', 'futómellény') },
};

function headwearPhrase(model: string): Localized {
  if (/headband/i.test(model)) return localized('bežecká čelenka', 'běžecká čelenka', 'futó fejpánt');
  if (/hat/i.test(model)) return localized('bežecká čiapka', 'běžecká čepice', 'téli futósapka');
  return localized('bežecká šiltovka', 'běžecká kšiltovka', 'futósapka');
}

function compose(parts: (string | Localized)[]): Localized {
  const pick = (locale: keyof Localized) =>
    parts
      .map((p) => (typeof p === 'string' ? p : p[locale]))
      .filter(Boolean)
      .join(' ');
  return localized(pick('sk'), pick('cz'), pick('hu'));
}

export function shoeName(model: ShoeModel, gender: ShoeGender): Localized {
  return compose([model.brand, model.model, SHOE_PHRASES[model.type][gender]]);
}

export function apparelName(model: ApparelModel, gender: 'men' | 'women' | 'unisex'): Localized {
  const phrase = model.type === 'headwear' ? headwearPhrase(model.model) : APPAREL_PHRASES[model.type][gender];
  if (!phrase) throw new Error(`no phrase for ${model.type}/${gender}`);
  return compose([model.brand, model.model, phrase]);
}

const NUTRITION_PHRASES: Record<NutritionProduct['type'], Localized> = {
  gel: localized('energetický gél', 'energetický gel', 'energiazselé'),
  bar: localized('energetická tyčinka', 'energetická tyčinka', 'energiaszelet'),
  drink: localized('iónový nápoj', 'iontový nápoj', 'izotóniás italpor'),
};

/** Multipacks of nutrition; the k-th repetition of a flavour is sold as the k-th pack size. */
export const PACK_COUNTS = [1, 6, 12, 24] as const;

export function nutritionName(product: NutritionProduct, flavor: Localized | null, packCount: number): Localized {
  const pack =
    packCount > 1
      ? localized(`${packCount} × ${product.pack}`, `${packCount} × ${product.pack}`, `${packCount} × ${product.pack}`)
      : product.pack;
  return compose([product.brand, product.model, NUTRITION_PHRASES[product.type], flavor ?? '', pack]);
}

export function electronicsName(model: ElectronicsModel): Localized {
  const phrase =
    model.type === 'watch'
      ? localized('GPS bežecké hodinky', 'GPS běžecké hodinky', 'GPS futóóra')
      : localized('snímač srdcového tepu', 'snímač tepové frekvence', 'pulzusmérő');
  return compose([model.brand, model.model, phrase]);
}

const SURFACE_TEXT: Record<ShoeModel['type'], Localized> = {
  road: localized('na asfalt a spevnené cesty', 'na asfalt a zpevněné cesty', 'aszfaltra és szilárd burkolatú utakra'),
  trail: localized(
    'do terénu, na lesné a horské chodníky',
    'do terénu, na lesní a horské stezky',
    'terepre, erdei és hegyi ösvényekre',
  ),
  racing: localized('na preteky a rýchle tréningy', 'na závody a rychlé tréninky', 'versenyekre és gyors edzésekre'),
};
const SUPPORT_TEXT: Record<ShoeModel['support'], Localized> = {
  neutral: localized('pre neutrálny došľap', 'pro neutrální došlap', 'neutrális lábtípusra'),
  stability: localized(
    'pre bežcov s pronáciou – stabilizačný prvok drží chodidlo v osi',
    'pro běžce s pronací – stabilizační prvek drží chodidlo v ose',
    'pronáló futóknak – a stabilizáló elem egyenesen tartja a lábfejet',
  ),
};
const CUSHION_TEXT: Record<ShoeModel['cushioning'], Localized> = {
  low: localized(
    'Nízke tlmenie dáva výborný kontakt s podložkou.',
    'Nízké tlumení dává výborný kontakt s podložkou.',
    'Az alacsony párnázás kiváló talajérzetet ad.',
  ),
  medium: localized(
    'Vyvážené tlmenie zvládne tempové aj dlhé behy.',
    'Vyvážené tlumení zvládne tempové i dlouhé běhy.',
    'A kiegyensúlyozott párnázás tempó- és hosszú futásra is alkalmas.',
  ),
  max: localized(
    'Maximálne tlmenie šetrí kĺby aj na dlhých tratiach.',
    'Maximální tlumení šetří klouby i na dlouhých tratích.',
    'A maximális párnázás hosszú távon is kíméli az ízületeket.',
  ),
};
const CLOSING: readonly Localized[] = [
  localized(
    'Vyskúšajte ich v našej predajni na bežiacom páse.',
    'Vyzkoušejte je na naší prodejně na běžeckém pásu.',
    'Próbálja ki üzletünkben a futópadon.',
  ),
  localized(
    'Pri výbere veľkosti počítajte s rezervou asi 1 cm pred palcom.',
    'Při výběru velikosti počítejte s rezervou asi 1 cm před palcem.',
    'Méretválasztásnál számoljon kb. 1 cm ráhagyással a lábujjak előtt.',
  ),
  localized(
    'Obľúbená voľba našich poradcov v predajni.',
    'Oblíbená volba našich poradců na prodejně.',
    'Üzleti tanácsadóink kedvenc választása.',
  ),
];

export function shoeDescription(
  model: ShoeModel,
  gender: ShoeGender,
  color: Localized,
  weight: number,
  random: Random,
): Localized {
  const closing = random.pick(CLOSING);
  const make = (l: keyof Localized, fmt: (surface: string, support: string) => string) =>
    `<p>${model.brand} ${model.model} – ${fmt(SURFACE_TEXT[model.type][l], SUPPORT_TEXT[model.support][l])}. ${CUSHION_TEXT[model.cushioning][l]}</p>` +
    `<ul><li>${l === 'hu' ? 'Drop' : 'Drop'}: ${model.drop} mm</li><li>${l === 'sk' ? 'Hmotnosť' : l === 'cz' ? 'Hmotnost' : 'Tömeg'}: ${weight} g</li><li>${l === 'sk' ? 'Farba' : l === 'cz' ? 'Barva' : 'Szín'}: ${color[l]}</li></ul><p>${closing[l]}</p>`;
  void gender;
  return localized(
    make('sk', (surface, support) => `bežecká obuv ${surface}, ${support}`),
    make('cz', (surface, support) => `běžecké boty ${surface}, ${support}`),
    make('hu', (surface, support) => `futócipő ${surface}, ${support}`),
  );
}

export function apparelDescription(model: ApparelModel, color: Localized): Localized {
  return localized(
    `<p>${model.brand} ${model.model}: ľahký funkčný materiál odvádza pot a rýchlo schne. Ploché švy nedrú ani na dlhých behoch.</p><p>Farba: ${color.sk}. Prať na 30 °C.</p>`,
    `<p>${model.brand} ${model.model}: lehký funkční materiál odvádí pot a rychle schne. Ploché švy nedřou ani na dlouhých bězích.</p><p>Barva: ${color.cz}. Prát na 30 °C.</p>`,
    `<p>${model.brand} ${model.model}: a könnyű funkcionális anyag elvezeti az izzadságot és gyorsan szárad. A lapos varrások hosszú futáson sem dörzsölnek.</p><p>Szín: ${color.hu}. Mosás 30 °C-on.</p>`,
  );
}

export function nutritionDescription(product: NutritionProduct, flavor: Localized | null): Localized {
  const f = flavor ?? localized('neutrálna', 'neutrální', 'semleges');
  const caffeine = product.caffeine
    ? localized(
        ' Obsahuje kofeín – neodporúčame deťom a tehotným ženám.',
        ' Obsahuje kofein – nedoporučujeme dětem a těhotným ženám.',
        ' Koffeint tartalmaz – gyermekeknek és várandós nőknek nem ajánlott.',
      )
    : localized('', '', '');
  return localized(
    `<p>${product.brand} ${product.model} (${product.pack}), príchuť: ${f.sk}. Rýchly zdroj energie počas behu a pretekov.${caffeine.sk}</p>`,
    `<p>${product.brand} ${product.model} (${product.pack}), příchuť: ${f.cz}. Rychlý zdroj energie během běhu a závodů.${caffeine.cz}</p>`,
    `<p>${product.brand} ${product.model} (${product.pack}), íz: ${f.hu}. Gyors energiaforrás futás és verseny közben.${caffeine.hu}</p>`,
  );
}

export function electronicsDescription(model: ElectronicsModel, color: Localized): Localized {
  if (model.type === 'hrm') {
    return localized(
      `<p>${model.brand} ${model.model}: presné meranie tepu cez Bluetooth a ANT+, spolupracuje s hodinkami aj aplikáciami. Farba: ${color.sk}.</p><p>Na elektroniku sa nepripisujú kredity.</p>`,
      `<p>${model.brand} ${model.model}: přesné měření tepu přes Bluetooth a ANT+, spolupracuje s hodinkami i aplikacemi. Barva: ${color.cz}.</p><p>Na elektroniku se nepřipisují kredity.</p>`,
      `<p>${model.brand} ${model.model}: pontos pulzusmérés Bluetooth és ANT+ kapcsolattal, órákkal és alkalmazásokkal is működik. Szín: ${color.hu}.</p><p>Elektronikai termékek után nem jár kredit.</p>`,
    );
  }
  return localized(
    `<p>${model.brand} ${model.model}: GPS hodinky s tréningovými plánmi, meraním tepu zo zápästia a navigáciou. Farba: ${color.sk}.</p><p>Na elektroniku sa nepripisujú kredity.</p>`,
    `<p>${model.brand} ${model.model}: GPS hodinky s tréninkovými plány, měřením tepu ze zápěstí a navigací. Barva: ${color.cz}.</p><p>Na elektroniku se nepřipisují kredity.</p>`,
    `<p>${model.brand} ${model.model}: GPS-óra edzéstervekkel, csuklón mért pulzussal és navigációval. Szín: ${color.hu}.</p><p>Elektronikai termékek után nem jár kredit.</p>`,
  );
}
