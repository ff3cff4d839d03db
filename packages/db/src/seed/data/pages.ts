import { HEADER_OPERATION_UNIT_ID } from '@stride/rules';
import type { LocaleCode, PageListName } from '../../schema';

interface PageText {
  title: string;
  urlTitle: string;
  body: string;
}

export interface PageDef {
  kind: string;
  text: Record<LocaleCode, PageText>;
}

const t = (title: string, urlTitle: string, ...paragraphs: string[]): PageText => ({
  title,
  urlTitle,
  body: paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n'),
});

/** The static pages of spec §2, per country. */
export const PAGES: readonly PageDef[] = [
  {
    kind: 'delivery',
    text: {
      sk: t(
        'Doprava a platba',
        'doprava-a-platba',
        'Tovar posielame kuriérom (DPD, GLS), do výdajných miest Packeta a do Z-BOXov. Pri objednávke nad 70 € je doprava zadarmo.',
        '<ul><li>Kuriér na adresu: 3,90 €</li><li>Packeta výdajné miesto: 2,90 €</li><li>Osobný odber v predajni: zadarmo</li></ul>',
        'Zaplatiť môžete kartou online, Apple Pay / Google Pay, bankovým prevodom alebo na dobierku (+1,50 €).',
      ),
      cz: t(
        'Doprava a platba',
        'doprava-a-platba',
        'Zboží posíláme kurýrem (PPL, DPD), na výdejní místa Zásilkovny a do Z-BOXů. U objednávky nad 2 000 Kč je doprava zdarma.',
        '<ul><li>Kurýr na adresu: 99 Kč</li><li>Zásilkovna výdejní místo: 79 Kč</li><li>Osobní odběr na prodejně: zdarma</li></ul>',
        'Zaplatit můžete kartou online, Apple Pay / Google Pay, bankovním převodem nebo na dobírku (+39 Kč).',
      ),
      hu: t(
        'Szállítás és fizetés',
        'szallitas-es-fizetes',
        'A csomagokat futárral (GLS, MPL), Foxpost automatákba és Packeta átvevőpontokra küldjük. 27 000 Ft feletti rendelésnél a szállítás ingyenes.',
        '<ul><li>Futár házhoz: 1 590 Ft</li><li>Foxpost / Packeta: 1 190 Ft</li><li>Személyes átvétel az üzletben: ingyenes</li></ul>',
        'Fizethet online bankkártyával, Apple Pay / Google Pay szolgáltatással, átutalással vagy utánvéttel (+590 Ft).',
      ),
    },
  },
  {
    kind: 'returns-30-days',
    text: {
      sk: t(
        'Vrátenie tovaru do 30 dní',
        'vratenie-tovaru-do-30-dni',
        'Nesedí veľkosť alebo model? Nenosený tovar môžete vrátiť do 30 dní od prevzatia bez udania dôvodu.',
        'Vyplňte formulár vrátenia v účte alebo priložte k zásielke číslo objednávky. Peniaze vrátime do 5 pracovných dní od prijatia zásielky.',
      ),
      cz: t(
        'Vrácení zboží do 30 dnů',
        'vraceni-zbozi-do-30-dni',
        'Nesedí velikost nebo model? Nenošené zboží můžete vrátit do 30 dnů od převzetí bez udání důvodu.',
        'Vyplňte formulář vrácení v účtu nebo přiložte k zásilce číslo objednávky. Peníze vrátíme do 5 pracovních dnů od přijetí zásilky.',
      ),
      hu: t(
        'Visszaküldés 30 napon belül',
        'visszakuldes-30-napon-belul',
        'Nem jó a méret vagy a modell? A viseletlen terméket az átvételtől számított 30 napon belül indoklás nélkül visszaküldheti.',
        'Töltse ki a visszaküldési űrlapot a fiókjában, vagy tegye a csomagba a rendelésszámot. A vételárat a csomag beérkezésétől számított 5 munkanapon belül visszautaljuk.',
      ),
    },
  },
  {
    kind: 'free-returns',
    text: {
      sk: t(
        'Výmena a vrátenie zadarmo',
        'vymena-a-vratenie-zadarmo',
        'Prvú výmenu veľkosti a vrátenie cez Packeta máte u nás zadarmo. Stačí v účte vygenerovať štítok a zásielku odniesť na ktorékoľvek výdajné miesto.',
      ),
      cz: t(
        'Výměna a vrácení zdarma',
        'vymena-a-vraceni-zdarma',
        'První výměnu velikosti a vrácení přes Zásilkovnu máte u nás zdarma. Stačí si v účtu vygenerovat štítek a zásilku odnést na kterékoli výdejní místo.',
      ),
      hu: t(
        'Ingyenes csere és visszaküldés',
        'ingyenes-csere-es-visszakuldes',
        'Az első méretcsere és a Packetán keresztüli visszaküldés nálunk ingyenes. Generáljon címkét a fiókjában, és adja le a csomagot bármelyik átvevőponton.',
      ),
    },
  },
  {
    kind: 'why-buy-here',
    text: {
      sk: t(
        'Prečo nakupovať u nás',
        'preco-nakupovat-u-nas',
        'Bežíme s vami od roku 2009. Sme bežci, nie predavači – každý model, ktorý predávame, sme najazdili na vlastných nohách.',
        '<ul><li>Doprava zadarmo nad 70 €</li><li>Vrátenie do 30 dní</li><li>Expedícia do 24 hodín</li><li>Najnižšia cena za posledných 30 dní pri každej zľave</li><li>Kredity za každý nákup</li></ul>',
      ),
      cz: t(
        'Proč nakupovat u nás',
        'proc-nakupovat-u-nas',
        'Běžíme s vámi od roku 2009. Jsme běžci, ne prodavači – každý model, který prodáváme, jsme naběhali na vlastních nohou.',
        '<ul><li>Doprava zdarma nad 2 000 Kč</li><li>Vrácení do 30 dnů</li><li>Expedice do 24 hodin</li><li>Nejnižší cena za posledních 30 dní u každé slevy</li><li>Kredity za každý nákup</li></ul>',
      ),
      hu: t(
        'Miért vásároljon nálunk',
        'miert-vasaroljon-nalunk',
        '2009 óta futunk Önnel. Futók vagyunk, nem eladók – minden modellt, amelyet árulunk, a saját lábunkon teszteltünk.',
        '<ul><li>Ingyenes szállítás 27 000 Ft felett</li><li>Visszaküldés 30 napon belül</li><li>Feladás 24 órán belül</li><li>Minden akciónál a 30 napos legalacsonyabb ár</li><li>Kredit minden vásárlás után</li></ul>',
      ),
    },
  },
  {
    kind: 'order-by-14',
    text: {
      sk: t(
        'Objednajte do 14:00, doručíme zajtra',
        'objednajte-do-14-00',
        'Objednávky prijaté v pracovný deň do 14:00 expedujeme ešte v ten deň – kuriér ich doručí nasledujúci pracovný deň, najneskôr do dvoch pracovných dní.',
      ),
      cz: t(
        'Objednejte do 14:00, doručíme zítra',
        'objednejte-do-14-00',
        'Objednávky přijaté v pracovní den do 14:00 expedujeme ještě ten den – kurýr je doručí následující pracovní den, nejpozději do dvou pracovních dnů.',
      ),
      hu: t(
        'Rendeljen 14:00-ig, holnap kiszállítjuk',
        'rendeljen-14-oraig',
        'A munkanapokon 14:00-ig beérkezett rendeléseket még aznap feladjuk – a futár a következő munkanapon, legkésőbb két munkanapon belül kézbesíti.',
      ),
    },
  },
  {
    kind: 'running-advice',
    text: {
      sk: t(
        'Bežecká poradňa',
        'bezecka-poradna',
        'Neviete, akú obuv si vybrať? Vyskúšajte našu aplikáciu na výber bežeckých topánok alebo sa zastavte na analýzu behu v predajni.',
        'Pýtajte sa nás na tréning, výživu aj regeneráciu – odpovedáme do 24 hodín.',
      ),
      cz: t(
        'Běžecká poradna',
        'bezecka-poradna',
        'Nevíte, jaké boty si vybrat? Vyzkoušejte naši aplikaci pro výběr běžeckých bot nebo se zastavte na analýzu běhu na prodejně.',
        'Ptejte se nás na trénink, výživu i regeneraci – odpovídáme do 24 hodin.',
      ),
      hu: t(
        'Futótanácsadás',
        'futotanacsadas',
        'Nem tudja, melyik cipőt válassza? Próbálja ki futócipő-választó alkalmazásunkat, vagy jöjjön el futásanalízisre az üzletbe.',
        'Kérdezzen bátran edzésről, táplálkozásról és regenerációról – 24 órán belül válaszolunk.',
      ),
    },
  },
  {
    kind: 'credits',
    text: {
      sk: t(
        'Kredity za nákup',
        'kredity-za-nakup',
        'Za každý nákup registrovaného zákazníka získate kredity, ktoré po prvom nákupe premeníte na zľavový kupón. Na elektroniku sa kredity nepripisujú.',
      ),
      cz: t(
        'Kredity za nákup',
        'kredity-za-nakup',
        'Za každý nákup registrovaného zákazníka získáte kredity, které po prvním nákupu proměníte na slevový kupon. Na elektroniku se kredity nepřipisují.',
      ),
      hu: t(
        'Kreditek vásárlásért',
        'kreditek-vasarlasert',
        'Regisztrált vásárlóként minden vásárlás után krediteket kap, amelyeket az első vásárlás után kedvezménykupont válthat be. Elektronikai termékek után nem jár kredit.',
      ),
    },
  },
  {
    kind: 'contact',
    // The phone and e-mail come from the web instance and the stores from the api (decision 20): the
    // page's own text is what no other record holds, the company's details.
    text: {
      sk: t(
        'Kontakt',
        'kontakt',
        '<p>Stride s. r. o.<br>Obchodná 12, 811 06 Bratislava<br>IČO: 51 234 567<br>DIČ: 2120 123 456<br>IČ DPH: SK2120 123 456</p>',
      ),
      cz: t(
        'Kontakt',
        'kontakt',
        '<p>Stride CZ s.r.o.<br>Vinohradská 1511/230, 100 00 Praha 10<br>IČ: 09 876 543<br>DIČ: CZ09876543</p>',
      ),
      hu: t(
        'Kapcsolat',
        'kapcsolat',
        '<p>Stride Hungary Kft.<br>Váci utca 42, 1056 Budapest<br>Adószám: 12345678-2-41<br>Cégjegyzékszám: 01-09-123456</p>',
      ),
    },
  },
  {
    kind: 'terms',
    text: {
      sk: t(
        'Obchodné podmienky',
        'obchodne-podmienky',
        'Tieto obchodné podmienky upravujú nákup v internetovom obchode Stride.sk prevádzkovanom spoločnosťou Stride s. r. o.',
      ),
      cz: t(
        'Obchodní podmínky',
        'obchodni-podminky',
        'Tyto obchodní podmínky upravují nákup v internetovém obchodě Stride.cz provozovaném společností Stride CZ s.r.o.',
      ),
      hu: t(
        'Általános szerződési feltételek',
        'aszf',
        'Jelen feltételek a Stride Hungary Kft. által üzemeltetett Stride.hu webáruházban történő vásárlásra vonatkoznak.',
      ),
    },
  },
  {
    kind: 'privacy',
    text: {
      sk: t(
        'Ochrana osobných údajov',
        'ochrana-osobnych-udajov',
        'Osobné údaje spracúvame len v rozsahu potrebnom na vybavenie objednávky a v súlade s nariadením GDPR.',
      ),
      cz: t(
        'Ochrana osobních údajů',
        'ochrana-osobnich-udaju',
        'Osobní údaje zpracováváme jen v rozsahu nutném pro vyřízení objednávky a v souladu s nařízením GDPR.',
      ),
      hu: t(
        'Adatvédelem',
        'adatvedelem',
        'Személyes adatait kizárólag a rendelés teljesítéséhez szükséges mértékben, a GDPR rendelettel összhangban kezeljük.',
      ),
    },
  },
  {
    kind: 'gift-vouchers',
    text: {
      sk: t(
        'Darčekové poukážky',
        'darcekove-poukazky',
        'Darujte beh: elektronická darčeková poukážka s vlastným venovaním, platná 12 mesiacov.',
      ),
      cz: t(
        'Dárkové poukazy',
        'darkove-poukazy',
        'Darujte běh: elektronický dárkový poukaz s vlastním věnováním, platný 12 měsíců.',
      ),
      hu: t(
        'Ajándékutalványok',
        'ajandekutalvanyok',
        'Ajándékozzon futást: elektronikus ajándékutalvány egyedi üzenettel, 12 hónapig érvényes.',
      ),
    },
  },
];

/** The key a page list uses for a store's page (build-content.ts gives every store one). */
export const storePageKey = (operationUnitId: number) => `store:${operationUnitId}`;

/**
 * Page kinds of each list, in order: header (3-4 pages) and the two footer columns. Together they
 * hold every page list of spec §2 (delivery … credits), and the footer the flagship store's page.
 */
export const PAGE_LISTS: Record<PageListName, readonly string[]> = {
  header: ['delivery', 'returns-30-days', 'running-advice', 'contact'],
  statics01: ['delivery', 'returns-30-days', 'free-returns', 'order-by-14', 'gift-vouchers', 'terms'],
  statics02: [
    'why-buy-here',
    'running-advice',
    'credits',
    storePageKey(HEADER_OPERATION_UNIT_ID),
    'contact',
    'privacy',
  ],
};
