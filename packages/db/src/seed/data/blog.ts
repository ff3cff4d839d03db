import { type Localized, localized } from '../text';

export const BLOG_CATEGORIES: readonly { code: string; name: Localized }[] = [
  { code: 'training', name: localized('Tréning', 'Trénink', 'Edzés') },
  { code: 'nutrition', name: localized('Výživa', 'Výživa', 'Táplálkozás') },
  { code: 'gear', name: localized('Výstroj a testy', 'Výbava a testy', 'Felszerelés és tesztek') },
  { code: 'races', name: localized('Preteky', 'Závody', 'Versenyek') },
];

export interface ArticleDef {
  category: string;
  title: Localized;
  perex: Localized;
  /** Paragraphs of the body per locale. */
  body: Record<keyof Localized, readonly string[]>;
  author: string;
  shape: string;
}

const a = (
  category: string,
  author: string,
  shape: string,
  title: Localized,
  perex: Localized,
  sk: string[],
  cz: string[],
  hu: string[],
): ArticleDef => ({
  category,
  author,
  shape,
  title,
  perex,
  body: { sk, cz, hu },
});

export const ARTICLES: readonly ArticleDef[] = [
  a(
    'training',
    'Martin Kováč',
    'shoe-road',
    localized(
      'Ako sa pripraviť na prvý polmaratón',
      'Jak se připravit na první půlmaraton',
      'Hogyan készüljünk fel az első félmaratonra',
    ),
    localized(
      'Dvanásť týždňov, tri behy týždenne a jeden dlhý beh v nedeľu. Plán, ktorý zvládne každý, kto dnes odbehne 5 km.',
      'Dvanáct týdnů, tři běhy týdně a jeden dlouhý běh v neděli. Plán, který zvládne každý, kdo dnes uběhne 5 km.',
      'Tizenkét hét, heti három futás és egy hosszú futás vasárnap. Olyan terv, amelyet bárki teljesít, aki ma lefut 5 km-t.',
    ),
    [
      'Základom je pravidelnosť, nie rýchlosť. Prvé štyri týždne behajte všetko v tempe, pri ktorom sa dokážete rozprávať.',
      'Dlhý beh predlžujte o 1–2 km týždenne a každý štvrtý týždeň si dajte odľahčenie.',
      'Posledné dva týždne pred pretekom znížte objem o tretinu, intenzitu si nechajte.',
    ],
    [
      'Základem je pravidelnost, ne rychlost. První čtyři týdny běhejte vše v tempu, při kterém se dokážete bavit.',
      'Dlouhý běh prodlužujte o 1–2 km týdně a každý čtvrtý týden si dejte odlehčení.',
      'Poslední dva týdny před závodem snižte objem o třetinu, intenzitu si nechte.',
    ],
    [
      'Az alap a rendszeresség, nem a sebesség. Az első négy hétben mindent olyan tempóban fusson, amelyben még beszélgetni tud.',
      'A hosszú futást hetente 1–2 km-rel növelje, és minden negyedik héten pihenjen többet.',
      'A verseny előtti utolsó két hétben harmadával csökkentse a terjedelmet, az intenzitást tartsa meg.',
    ],
  ),
  a(
    'training',
    'Zuzana Horváthová',
    'tights',
    localized(
      'Intervalový tréning: prečo, kedy a ako',
      'Intervalový trénink: proč, kdy a jak',
      'Intervallumedzés: miért, mikor és hogyan',
    ),
    localized(
      'Intervaly zrýchlia aj rekreačného bežca. Stačí jeden tréning týždenne a správne zvolené úseky.',
      'Intervaly zrychlí i rekreačního běžce. Stačí jeden trénink týdně a správně zvolené úseky.',
      'Az intervallumok a hobbifutót is gyorsabbá teszik. Elég heti egy edzés és jól megválasztott szakaszok.',
    ),
    [
      'Začnite úsekmi 6 × 400 m v tempe na 5 km s rovnako dlhým klusom.',
      'Po šiestich týždňoch prejdite na 5 × 1 000 m a pred náročným tréningom sa vždy poriadne rozcvičte.',
    ],
    [
      'Začněte úseky 6 × 400 m v tempu na 5 km se stejně dlouhým klusem.',
      'Po šesti týdnech přejděte na 5 × 1 000 m a před náročným tréninkem se vždy pořádně rozcvičte.',
    ],
    [
      'Kezdje 6 × 400 m-es szakaszokkal 5 km-es versenytempóban, azonos hosszúságú kocogással.',
      'Hat hét után térjen át 5 × 1000 m-re, és kemény edzés előtt mindig alaposan melegítsen be.',
    ],
  ),
  a(
    'training',
    'Peter Novák',
    'shoe-trail',
    localized(
      'Beh do kopca: sila, ktorú na rovine nenatrénujete',
      'Běh do kopce: síla, kterou na rovině nenatrénujete',
      'Emelkedőfutás: erő, amit síkon nem edz meg',
    ),
    localized(
      'Krátke kopcové šprinty posilnia lýtka aj zadné stehenné svaly a chránia pred zraneniami.',
      'Krátké sprinty do kopce posílí lýtka i zadní stehenní svaly a chrání před zraněními.',
      'A rövid emelkedős sprintek erősítik a vádlit és a combhajlítókat, és védenek a sérülésektől.',
    ),
    [
      'Nájdite kopec so sklonom 6–8 % a odbehnite 8 × 10 sekúnd naplno, dole kráčajte.',
      'Po mesiaci pridajte dlhšie úseky 6 × 60 sekúnd v tempe polmaratónu.',
    ],
    [
      'Najděte kopec se sklonem 6–8 % a oběhněte 8 × 10 sekund naplno, dolů jděte chůzí.',
      'Po měsíci přidejte delší úseky 6 × 60 sekund v tempu půlmaratonu.',
    ],
    [
      'Keressen 6–8%-os emelkedőt, és fusson 8 × 10 másodpercet teljes erőből, lefelé sétáljon.',
      'Egy hónap után adjon hozzá hosszabb, 6 × 60 másodperces szakaszokat félmaratoni tempóban.',
    ],
  ),
  a(
    'nutrition',
    'Lucia Bartošová',
    'gel',
    localized('Koľko gélov na maratón?', 'Kolik gelů na maraton?', 'Hány zselé kell egy maratonhoz?'),
    localized(
      'Na maratóne potrebujete 60–90 g sacharidov za hodinu. Ako to prepočítať na gély a kedy ich užiť.',
      'Na maratonu potřebujete 60–90 g sacharidů za hodinu. Jak to přepočítat na gely a kdy je užít.',
      'A maratonon óránként 60–90 g szénhidrát kell. Hogyan számolja át zselékre, és mikor fogyassza őket.',
    ),
    [
      'Prvý gél si dajte po 30–40 minútach a potom každých 25–30 minút.',
      'Gély vždy zapite vodou a nové príchute skúšajte na tréningu, nie na preteku.',
    ],
    [
      'První gel si dejte po 30–40 minutách a pak každých 25–30 minut.',
      'Gely vždy zapijte vodou a nové příchutě zkoušejte na tréninku, ne na závodě.',
    ],
    [
      'Az első zselét 30–40 perc után vegye be, utána 25–30 percenként.',
      'A zseléket mindig vízzel öblítse le, az új ízeket edzésen próbálja ki, ne versenyen.',
    ],
  ),
  a(
    'nutrition',
    'Lucia Bartošová',
    'drink',
    localized(
      'Pitný režim v lete: voda nestačí',
      'Pitný režim v létě: voda nestačí',
      'Folyadékpótlás nyáron: a víz nem elég',
    ),
    localized(
      'Pri behu v teple strácate až liter potu za hodinu a s ním sodík. Iónový nápoj vám pomôže udržať výkon.',
      'Při běhu v teple ztrácíte až litr potu za hodinu a s ním sodík. Iontový nápoj vám pomůže udržet výkon.',
      'Melegben futva óránként akár egy liter verítéket és vele nátriumot veszít. Az izotóniás ital segít megőrizni a teljesítményt.',
    ),
    [
      'Pred behom vypite 300–500 ml, počas behu 150–250 ml každých 20 minút.',
      'Po behu dopĺňajte tekutiny postupne a nezabudnite na soľ.',
    ],
    [
      'Před během vypijte 300–500 ml, během běhu 150–250 ml každých 20 minut.',
      'Po běhu doplňujte tekutiny postupně a nezapomeňte na sůl.',
    ],
    [
      'Futás előtt igyon 300–500 ml-t, futás közben 20 percenként 150–250 ml-t.',
      'Futás után fokozatosan pótolja a folyadékot, és ne feledkezzen meg a sóról.',
    ],
  ),
  a(
    'nutrition',
    'Tomáš Varga',
    'bar',
    localized('Čo jesť pred ranným behom', 'Co jíst před ranním během', 'Mit együnk reggeli futás előtt'),
    localized(
      'Banán, toast s medom alebo energetická tyčinka? Čo zvládne žalúdok 30 minút pred štartom.',
      'Banán, toast s medem nebo energetická tyčinka? Co zvládne žaludek 30 minut před startem.',
      'Banán, mézes pirítós vagy energiaszelet? Mit bír a gyomor 30 perccel a rajt előtt.',
    ),
    [
      'Na krátky beh do hodiny nemusíte jesť nič. Pri dlhšom behu zvoľte ľahko stráviteľné sacharidy bez vlákniny.',
      'Kávu si dajte aspoň 45 minút pred behom.',
    ],
    [
      'Na krátký běh do hodiny nemusíte jíst nic. Při delším běhu zvolte lehce stravitelné sacharidy bez vlákniny.',
      'Kávu si dejte alespoň 45 minut před během.',
    ],
    [
      'Egy óránál rövidebb futáshoz nem kell ennie. Hosszabb futás előtt könnyen emészthető, rostszegény szénhidrátot válasszon.',
      'A kávét legalább 45 perccel a futás előtt igya meg.',
    ],
  ),
  a(
    'gear',
    'Martin Kováč',
    'shoe-racing',
    localized(
      'Karbónové topánky: pre koho majú zmysel',
      'Karbonové boty: pro koho mají smysl',
      'Karbonlemezes cipők: kinek érik meg',
    ),
    localized(
      'Nike Alphafly, Adidas Adios Pro alebo Asics Metaspeed – ušetria minúty, ale nie každému a nie na každý tréning.',
      'Nike Alphafly, Adidas Adios Pro nebo Asics Metaspeed – ušetří minuty, ale ne každému a ne na každý trénink.',
      'Nike Alphafly, Adidas Adios Pro vagy Asics Metaspeed – perceket spórolnak, de nem mindenkinek és nem minden edzésen.',
    ),
    [
      'Najviac pomôžu bežcom, ktorí maratón bežia pod 4 hodiny.',
      'Na bežné tréningy ich nepoužívajte – pena sa rýchlo opotrebuje a lýtka dostanú zabrať.',
    ],
    [
      'Nejvíce pomohou běžcům, kteří maraton běží pod 4 hodiny.',
      'Na běžné tréninky je nepoužívejte – pěna se rychle opotřebuje a lýtka dostanou zabrat.',
    ],
    [
      'Leginkább azoknak segítenek, akik 4 órán belül futják a maratont.',
      'Hétköznapi edzésekre ne használja őket – a hab gyorsan kopik, és a vádli is megszenvedi.',
    ],
  ),
  a(
    'gear',
    'Zuzana Horváthová',
    'shoe-road',
    localized(
      'Test: Nike Pegasus 41 vs. Brooks Ghost 17',
      'Test: Nike Pegasus 41 vs. Brooks Ghost 17',
      'Teszt: Nike Pegasus 41 vs. Brooks Ghost 17',
    ),
    localized(
      'Dve najpredávanejšie tréningové topánky sveta sme nabehali po 300 km. Ktorá vyhrala?',
      'Dvě nejprodávanější tréninkové boty světa jsme naběhali po 300 km. Které vyhrály?',
      'A világ két legnépszerűbb edzőcipőjében 300-300 km-t futottunk. Melyik nyert?',
    ),
    [
      'Pegasus je živší a rýchlejší, Ghost mäkší a stabilnejší pri dlhých behoch.',
      'Pre začiatočníkov odporúčame Ghost, pre tempové behy Pegasus.',
    ],
    [
      'Pegasus je živější a rychlejší, Ghost měkčí a stabilnější při dlouhých bězích.',
      'Pro začátečníky doporučujeme Ghost, pro tempové běhy Pegasus.',
    ],
    [
      'A Pegasus élénkebb és gyorsabb, a Ghost puhább és stabilabb hosszú futásokon.',
      'Kezdőknek a Ghostot, tempófutásokhoz a Pegasust ajánljuk.',
    ],
  ),
  a(
    'gear',
    'Peter Novák',
    'watch',
    localized('Ako vybrať GPS hodinky na beh', 'Jak vybrat GPS hodinky na běh', 'Hogyan válasszunk GPS-es futóórát'),
    localized(
      'Garmin, Coros, Suunto či Polar? Na čom záleží: výdrž batérie, presnosť GPS a tréningové funkcie.',
      'Garmin, Coros, Suunto nebo Polar? Na čem záleží: výdrž baterie, přesnost GPS a tréninkové funkce.',
      'Garmin, Coros, Suunto vagy Polar? Ami számít: akkumulátor-üzemidő, GPS-pontosság és edzésfunkciók.',
    ),
    [
      'Na maratón stačia hodinky s výdržou 15 hodín v GPS režime, na ultra hľadajte aspoň 40 hodín.',
      'Dvojfrekvenčné GPS oceníte v meste medzi budovami a v lese.',
    ],
    [
      'Na maraton stačí hodinky s výdrží 15 hodin v režimu GPS, na ultra hledejte alespoň 40 hodin.',
      'Dvoufrekvenční GPS oceníte ve městě mezi budovami a v lese.',
    ],
    [
      'Maratonhoz elég a 15 órás GPS-üzemidő, ultrához legalább 40 órát keressen.',
      'A kétfrekvenciás GPS a városi épületek között és az erdőben is hasznos.',
    ],
  ),
  a(
    'gear',
    'Tomáš Varga',
    'jacket',
    localized(
      'Beh v zime: vrstvenie od hlavy po päty',
      'Běh v zimě: vrstvení od hlavy až k patě',
      'Téli futás: rétegezés tetőtől talpig',
    ),
    localized(
      'Oblečte sa, akoby bolo o 10 °C teplejšie. Funkčná vrstva, zateplenie a vetrovka – nič viac netreba.',
      'Oblečte se, jako by bylo o 10 °C tepleji. Funkční vrstva, zateplení a větrovka – nic víc není třeba.',
      'Öltözzön úgy, mintha 10 °C-kal melegebb lenne. Funkcionális réteg, hőszigetelés és széldzseki – más nem kell.',
    ),
    [
      'Bavlna do zimy nepatrí – drží pot a chladí.',
      'Nezabudnite na čelenku a rukavice, cez hlavu a ruky strácate najviac tepla.',
    ],
    [
      'Bavlna do zimy nepatří – drží pot a chladí.',
      'Nezapomeňte na čelenku a rukavice, hlavou a rukama ztrácíte nejvíce tepla.',
    ],
    [
      'A pamut télen nem jó választás – megtartja az izzadságot és hűt.',
      'Ne feledkezzen meg a fejpántról és a kesztyűről, a fejen és a kézen keresztül veszít a legtöbb hőt.',
    ],
  ),
  a(
    'races',
    'Martin Kováč',
    'shoe-racing',
    localized(
      'Národný beh Devín – Bratislava: sprievodca tratou',
      'Národní běh Devín – Bratislava: průvodce tratí',
      'Dévény–Pozsony futóverseny: pályaismertető',
    ),
    localized(
      'Najstarší bežecký pretek na Slovensku má 11,6 km a zradné stúpanie pri Karlovej Vsi.',
      'Nejstarší běžecký závod na Slovensku má 11,6 km a zrádné stoupání u Karlovy Vsi.',
      'Szlovákia legrégebbi futóversenye 11,6 km hosszú, Károlyfalu mellett alattomos emelkedővel.',
    ),
    [
      'Prvé dva kilometre nepreháňajte, rozhoduje sa až v meste.',
      'Vyzdvihnutie štartových čísel nájdete aj v našej predajni na Obchodnej.',
    ],
    [
      'První dva kilometry nepřehánějte, rozhoduje se až ve městě.',
      'Výdej startovních čísel najdete i v naší prodejně na Obchodné.',
    ],
    [
      'Az első két kilométert ne vigye túlzásba, a verseny a városban dől el.',
      'A rajtszámokat a pozsonyi üzletünkben is átveheti.',
    ],
  ),
  a(
    'races',
    'Zuzana Horváthová',
    'shoe-trail',
    localized(
      'Prvé trailové preteky: čo vziať so sebou',
      'První trailový závod: co si vzít s sebou',
      'Az első terepfutó verseny: mit vigyünk magunkkal',
    ),
    localized(
      'Povinná výbava, vesta na vodu a topánky s dobrým dezénom. Kontrolný zoznam pred štartom.',
      'Povinná výbava, vesta na vodu a boty s dobrým dezénem. Kontrolní seznam před startem.',
      'Kötelező felszerelés, itatómellény és jó mintázatú cipő. Ellenőrzőlista a rajt előtt.',
    ),
    [
      'Na trati nad 20 km počítajte s 500 ml vody na hodinu a vetrovkou v batohu.',
      'Topánky s dezénom aspoň 4 mm oceníte v blate aj na mokrých koreňoch.',
    ],
    [
      'Na trati nad 20 km počítejte s 500 ml vody na hodinu a větrovkou v batohu.',
      'Boty s dezénem alespoň 4 mm oceníte v blátě i na mokrých kořenech.',
    ],
    [
      '20 km feletti távon óránként 500 ml vízzel és széldzsekivel számoljon.',
      'A legalább 4 mm-es bordázatú cipő sárban és nedves gyökereken is jól jön.',
    ],
  ),
  a(
    'training',
    'Peter Novák',
    'socks',
    localized(
      'Regenerácia po maratóne: prvých 14 dní',
      'Regenerace po maratonu: prvních 14 dní',
      'Regeneráció maraton után: az első 14 nap',
    ),
    localized(
      'Ako sa vrátiť k behu bez zranenia – spánok, jedlo, kompresné ponožky a pokojné vyklusanie.',
      'Jak se vrátit k běhu bez zranění – spánek, jídlo, kompresní ponožky a klidné vyklusání.',
      'Hogyan térjünk vissza a futáshoz sérülés nélkül – alvás, étel, kompressziós zokni és laza kocogás.',
    ),
    ['Prvé tri dni nebehajte, prechádzky sú ideálne.', 'Až po týždni zaraďte krátke pokojné behy do 30 minút.'],
    ['První tři dny neběhejte, procházky jsou ideální.', 'Až po týdnu zařaďte krátké klidné běhy do 30 minut.'],
    [
      'Az első három napon ne fusson, a séta ideális.',
      'Csak egy hét után iktasson be rövid, legfeljebb 30 perces laza futásokat.',
    ],
  ),
];
