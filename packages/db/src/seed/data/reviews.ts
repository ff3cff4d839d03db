import type { LocaleCode } from '../../schema';

interface ReviewTexts {
  positive: readonly string[];
  negative: readonly string[];
  pros: readonly string[];
  cons: readonly string[];
}

/** Shop reviews as a review portal shows them; the seed mixes in some the display rule hides. */
export const REVIEW_TEXTS: Record<LocaleCode, ReviewTexts> = {
  sk: {
    positive: [
      'Topánky prišli na druhý deň, veľkosť sedí presne. Určite nakúpim znova.',
      'Výborné poradenstvo v predajni, analýza behu mi pomohla vybrať správne tenisky.',
      'Rýchla výmena veľkosti bez problémov, komunikácia super.',
      'Najlepší výber bežeckej obuvi na Slovensku, ceny porovnateľné s veľkými e-shopmi.',
      'Objednávka do 14:00 a ráno som už mal balík doma. Paráda.',
      'Ochotný personál, vedia o čom hovoria – sami behajú.',
      'Gély a tyčinky vždy skladom, kupujem pred každým pretekom.',
      'Vrátenie do 30 dní fungovalo úplne hladko, peniaze na účte do 3 dní.',
      'Kredity za nákup sú fajn bonus, zľava na ďalšie tenisky potešila.',
      'Skvelé balenie, topánky v pôvodnej krabici, všetko v poriadku.',
    ],
    negative: [
      'Balík meškal o dva dni a nikto sa neozval.',
      'Veľkosť, ktorú som chcel, nakoniec nebola skladom, hoci na webe svietila.',
    ],
    pros: [
      'rýchle doručenie',
      'široký výber',
      'odborné poradenstvo',
      'výhodné ceny',
      'jednoduché vrátenie',
      'kvalitné balenie',
    ],
    cons: ['drahšia dobierka', 'málo veľkostí pre ženy', ''],
  },
  cz: {
    positive: [
      'Boty dorazily druhý den, velikost sedí přesně. Určitě nakoupím znovu.',
      'Výborné poradenství na prodejně, analýza běhu mi pomohla vybrat správné boty.',
      'Rychlá výměna velikosti bez problémů, komunikace super.',
      'Nejlepší výběr běžeckých bot, ceny srovnatelné s velkými e-shopy.',
      'Objednávka do 14:00 a ráno jsem měl balík doma. Paráda.',
      'Ochotný personál, vědí o čem mluví – sami běhají.',
      'Gely a tyčinky vždy skladem, kupuji před každým závodem.',
      'Vrácení do 30 dnů fungovalo úplně hladce, peníze na účtu do 3 dnů.',
      'Kredity za nákup jsou fajn bonus, sleva na další boty potěšila.',
      'Skvělé balení, boty v původní krabici, vše v pořádku.',
    ],
    negative: [
      'Balík se zpozdil o dva dny a nikdo se neozval.',
      'Velikost, kterou jsem chtěl, nakonec nebyla skladem, přestože na webu svítila.',
    ],
    pros: [
      'rychlé doručení',
      'široký výběr',
      'odborné poradenství',
      'výhodné ceny',
      'snadné vrácení',
      'kvalitní balení',
    ],
    cons: ['dražší dobírka', 'málo velikostí pro ženy', ''],
  },
  hu: {
    positive: [
      'A cipő másnap megérkezett, a méret pontosan jó. Biztosan vásárolok még.',
      'Kiváló tanácsadás az üzletben, a futásanalízis segített a megfelelő cipő kiválasztásában.',
      'Gyors méretcsere gond nélkül, a kommunikáció szuper.',
      'A legjobb futócipő-választék, az árak a nagy webáruházakéval azonosak.',
      'Délután kettő előtt rendeltem, reggel már otthon volt a csomag. Remek.',
      'Segítőkész eladók, tudják, miről beszélnek – maguk is futnak.',
      'Zselék és szeletek mindig raktáron, minden verseny előtt itt vásárolok.',
      'A 30 napos visszaküldés teljesen simán ment, 3 napon belül visszakaptam a pénzt.',
      'A kreditek jó bónuszt jelentenek, örültem a kedvezménynek a következő cipőnél.',
      'Gondos csomagolás, a cipő eredeti dobozban érkezett, minden rendben.',
    ],
    negative: [
      'A csomag két napot késett, és senki nem jelentkezett.',
      'A kívánt méret végül nem volt raktáron, pedig a weboldalon elérhetőnek látszott.',
    ],
    pros: [
      'gyors szállítás',
      'széles választék',
      'szakértő tanácsadás',
      'kedvező árak',
      'egyszerű visszaküldés',
      'gondos csomagolás',
    ],
    cons: ['drágább utánvét', 'kevés női méret', ''],
  },
};

export const REVIEWS_PER_INSTANCE = 36;
