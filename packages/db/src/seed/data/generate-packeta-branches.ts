// Writes packeta-branches.json beside this file: the seed's pickup points, 250 per country, in
// Packeta's branch feed format (JSON export v4: `{ "data": { "<id>": branch } }`, every value a
// string). Run once, and again only to change the data; the output is committed:
//   node --import tsx packages/db/src/seed/data/generate-packeta-branches.ts
// Deterministic: the same script writes the same bytes. Towns carry their real postal codes and
// approximate centre coordinates; streets are common ones of each country with house numbers.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Random } from '../random';

type Country = 'sk' | 'cz' | 'hu';

/** A town (or a district of the capital) with its postal codes, centre, streets and share of points. */
type Town = {
  city: string;
  /** Shown before the street in the branch name instead of the city ("Praha 4", "Budapest XIII."). */
  label?: string;
  zips: string[];
  lat: number;
  lon: number;
  points: number;
  /** Streets of this town; without them the country's common streets. */
  streets?: string[];
};

const POINTS_PER_COUNTRY = 250;

const t = (city: string, zips: string[], lat: number, lon: number, points: number, streets?: string[]): Town => ({
  city,
  zips,
  lat,
  lon,
  points,
  streets,
});
/** A district of a capital: the city stays the capital, the name says the district. */
const d = (
  city: string,
  label: string,
  zips: string[],
  lat: number,
  lon: number,
  points: number,
  streets: string[],
): Town => ({ city, label, zips, lat, lon, points, streets });

const TOWNS: Record<Country, Town[]> = {
  sk: [
    d('Bratislava', 'Bratislava, Staré Mesto', ['811 01', '811 08', '811 09'], 48.1447, 17.1077, 10, [
      'Obchodná',
      'Laurinská',
      'Špitálska',
      'Palisády',
      'Štúrova',
      'Panenská',
    ]),
    d('Bratislava', 'Bratislava, Ružinov', ['821 01', '821 04', '821 08'], 48.1565, 17.164, 10, [
      'Bajkalská',
      'Ružinovská',
      'Tomášikova',
      'Prievozská',
      'Miletičova',
    ]),
    d('Bratislava', 'Bratislava, Petržalka', ['851 01', '851 04', '851 05'], 48.1127, 17.1097, 11, [
      'Romanova',
      'Jiráskova',
      'Rusovská cesta',
      'Pajštúnska',
      'Vavilovova',
      'Budatínska',
    ]),
    d('Bratislava', 'Bratislava, Nové Mesto', ['831 01', '831 04'], 48.1706, 17.1311, 6, [
      'Račianska',
      'Vajnorská',
      'Jarošova',
      'Kominárska',
    ]),
    d('Bratislava', 'Bratislava, Karlova Ves', ['841 04'], 48.1571, 17.0594, 3, ['Karloveská', 'Lackova', 'Púpavová']),
    d('Bratislava', 'Bratislava, Dúbravka', ['841 01', '841 02'], 48.185, 17.042, 3, [
      'Saratovská',
      'Pri kríži',
      'Bagarova',
    ]),
    d('Bratislava', 'Bratislava, Rača', ['831 06'], 48.2125, 17.156, 3, ['Alstrova', 'Kubačova', 'Detvianska']),
    t('Košice', ['040 01', '040 11', '040 12', '040 22'], 48.7164, 21.2611, 22, [
      'Hlavná',
      'Mlynská',
      'Štúrova',
      'Moldavská cesta',
      'Trieda SNP',
      'Popradská',
      'Jantárová',
    ]),
    t('Prešov', ['080 01', '080 05'], 49.0018, 21.2393, 12),
    t('Žilina', ['010 01', '010 08'], 49.2231, 18.7394, 12),
    t('Banská Bystrica', ['974 01', '974 04'], 48.7363, 19.1462, 10),
    t('Nitra', ['949 01'], 48.3069, 18.0864, 10),
    t('Trnava', ['917 01'], 48.3774, 17.5883, 9),
    t('Trenčín', ['911 01'], 48.8945, 18.0444, 9),
    t('Martin', ['036 01'], 49.0636, 18.9214, 7),
    t('Poprad', ['058 01'], 49.0614, 20.298, 7),
    t('Prievidza', ['971 01'], 48.7745, 18.6274, 6),
    t('Zvolen', ['960 01'], 48.5762, 19.1371, 6),
    t('Považská Bystrica', ['017 01'], 49.121, 18.4215, 4),
    t('Michalovce', ['071 01'], 48.7543, 21.9195, 4),
    t('Nové Zámky', ['940 01'], 47.9855, 18.1619, 4),
    t('Spišská Nová Ves', ['052 01'], 48.9446, 20.5615, 4),
    t('Komárno', ['945 01'], 47.7631, 18.1203, 4),
    t('Levice', ['934 01'], 48.2174, 18.6009, 4),
    t('Humenné', ['066 01'], 48.9371, 21.9063, 3),
    t('Bardejov', ['085 01'], 49.2918, 21.2727, 3),
    t('Liptovský Mikuláš', ['031 01'], 49.0838, 19.6123, 4),
    t('Ružomberok', ['034 01'], 49.0748, 19.3034, 3),
    t('Lučenec', ['984 01'], 48.3309, 19.6669, 3),
    t('Piešťany', ['921 01'], 48.5948, 17.8267, 4),
    t('Topoľčany', ['955 01'], 48.558, 18.177, 3),
    t('Trebišov', ['075 01'], 48.629, 21.7198, 3),
    t('Čadca', ['022 01'], 49.438, 18.7899, 3),
    t('Dunajská Streda', ['929 01'], 47.9929, 17.6188, 3),
    t('Rimavská Sobota', ['979 01'], 48.3826, 20.0219, 2),
    t('Partizánske', ['958 01'], 48.6287, 18.3833, 2),
    t('Šaľa', ['927 01'], 48.151, 17.881, 2),
    t('Vranov nad Topľou', ['093 01'], 48.8882, 21.6853, 2),
    t('Brezno', ['977 01'], 48.8049, 19.6383, 2),
    t('Senica', ['905 01'], 48.6795, 17.3666, 2),
    t('Hlohovec', ['920 01'], 48.4255, 17.8023, 2),
    t('Nové Mesto nad Váhom', ['915 01'], 48.7572, 17.8306, 2),
    t('Pezinok', ['902 01'], 48.2892, 17.2664, 3),
    t('Senec', ['903 01'], 48.22, 17.4, 3),
    t('Malacky', ['901 01'], 48.436, 17.018, 2),
    t('Galanta', ['924 01'], 48.1902, 17.726, 2),
    t('Rožňava', ['048 01'], 48.6606, 20.5315, 2),
    t('Kežmarok', ['060 01'], 49.135, 20.433, 2),
    t('Žiar nad Hronom', ['965 01'], 48.5915, 18.8531, 2),
    t('Dolný Kubín', ['026 01'], 49.2098, 19.296, 2),
    t('Púchov', ['020 01'], 49.124, 18.326, 2),
    t('Skalica', ['909 01'], 48.845, 17.226, 2),
  ],
  cz: [
    d('Praha', 'Praha 1', ['110 00'], 50.0875, 14.4213, 5, ['Vodičkova', 'Národní', 'Spálená', 'Dlouhá']),
    d('Praha', 'Praha 2', ['120 00'], 50.0755, 14.4378, 5, ['Korunní', 'Ječná', 'Žitná', 'Londýnská']),
    d('Praha', 'Praha 3', ['130 00'], 50.0838, 14.4597, 5, ['Seifertova', 'Koněvova', 'Táboritská', 'Husitská']),
    d('Praha', 'Praha 4', ['140 00'], 50.0412, 14.4502, 7, ['Budějovická', 'Na Pankráci', 'Roztylská', 'Michelská']),
    d('Praha', 'Praha 5', ['150 00'], 50.0706, 14.4036, 6, ['Štefánikova', 'Plzeňská', 'Nádražní', 'Radlická']),
    d('Praha', 'Praha 6', ['160 00'], 50.1003, 14.3948, 5, [
      'Dejvická',
      'Evropská',
      'Bělohorská',
      'Jugoslávských partyzánů',
    ]),
    d('Praha', 'Praha 7', ['170 00'], 50.1008, 14.4329, 4, ['Milady Horákové', 'Dukelských hrdinů', 'Argentinská']),
    d('Praha', 'Praha 8', ['180 00'], 50.1109, 14.4733, 5, ['Sokolovská', 'Zenklova', 'Kandertova', 'Střelničná']),
    d('Praha', 'Praha 9', ['190 00'], 50.1106, 14.5027, 4, ['Českomoravská', 'Freyova', 'Kolbenova']),
    d('Praha', 'Praha 10', ['100 00'], 50.0686, 14.4747, 6, ['Moskevská', 'Vršovická', 'Kodaňská', 'Průběžná']),
    t('Brno', ['602 00', '612 00', '615 00', '625 00', '628 00', '638 00'], 49.1951, 16.6068, 18, [
      'Masarykova',
      'Kobližná',
      'Údolní',
      'Palackého třída',
      'Bubeníčkova',
      'Pálavské náměstí',
      'Halasovo náměstí',
      'Křenová',
    ]),
    t('Ostrava', ['702 00', '700 30', '708 00'], 49.8209, 18.2625, 13, [
      'Nádražní',
      '28. října',
      'Stodolní',
      'Horní',
      'Dr. Martínka',
      'Hlavní třída',
      'Opavská',
    ]),
    t('Plzeň', ['301 00', '312 00', '323 00'], 49.7384, 13.3736, 10),
    t('Liberec', ['460 01'], 50.7663, 15.0543, 6),
    t('Olomouc', ['779 00'], 49.5938, 17.2509, 7),
    t('České Budějovice', ['370 01'], 48.9745, 14.4743, 6),
    t('Hradec Králové', ['500 02', '500 03'], 50.2104, 15.8252, 6),
    t('Ústí nad Labem', ['400 01'], 50.6607, 14.0323, 5),
    t('Pardubice', ['530 02'], 50.0343, 15.7812, 5),
    t('Zlín', ['760 01'], 49.2265, 17.6707, 5),
    t('Havířov', ['736 01'], 49.7798, 18.4369, 4),
    t('Kladno', ['272 01'], 50.1473, 14.1029, 4),
    t('Most', ['434 01'], 50.503, 13.6362, 3),
    t('Opava', ['746 01'], 49.9387, 17.9026, 4),
    t('Frýdek-Místek', ['738 01'], 49.6833, 18.35, 4),
    t('Karviná', ['733 01'], 49.854, 18.5417, 3),
    t('Jihlava', ['586 01'], 49.3961, 15.5912, 4),
    t('Teplice', ['415 01'], 50.6404, 13.8245, 3),
    t('Děčín', ['405 02'], 50.7822, 14.2148, 3),
    t('Karlovy Vary', ['360 01'], 50.2319, 12.872, 4),
    t('Chomutov', ['430 01'], 50.4605, 13.4178, 3),
    t('Jablonec nad Nisou', ['466 01'], 50.7243, 15.1711, 3),
    t('Mladá Boleslav', ['293 01'], 50.4114, 14.9032, 4),
    t('Prostějov', ['796 01'], 49.4719, 17.1118, 3),
    t('Přerov', ['750 02'], 49.4551, 17.4509, 3),
    t('Česká Lípa', ['470 01'], 50.6855, 14.5376, 2),
    t('Třebíč', ['674 01'], 49.2149, 15.8817, 2),
    t('Třinec', ['739 61'], 49.6776, 18.6708, 2),
    t('Tábor', ['390 02'], 49.4144, 14.6578, 3),
    t('Znojmo', ['669 02'], 48.8555, 16.0488, 2),
    t('Příbram', ['261 01'], 49.6899, 14.0104, 2),
    t('Cheb', ['350 02'], 50.0796, 12.3739, 2),
    t('Kolín', ['280 02'], 50.0281, 15.2006, 2),
    t('Trutnov', ['541 01'], 50.561, 15.9127, 2),
    t('Písek', ['397 01'], 49.3088, 14.1475, 2),
    t('Kroměříž', ['767 01'], 49.2979, 17.3931, 2),
    t('Šumperk', ['787 01'], 49.9653, 16.9706, 2),
    t('Vsetín', ['755 01'], 49.3387, 17.9962, 2),
    t('Uherské Hradiště', ['686 01'], 49.0698, 17.4597, 2),
    t('Břeclav', ['690 02'], 48.759, 16.882, 2),
    t('Hodonín', ['695 01'], 48.8489, 17.1324, 2),
    t('Litoměřice', ['412 01'], 50.5335, 14.1318, 2),
    t('Nový Jičín', ['741 01'], 49.5944, 18.0103, 2),
    t('Chrudim', ['537 01'], 49.9511, 15.7956, 2),
    t('Havlíčkův Brod', ['580 01'], 49.6079, 15.5807, 2),
    t('Strakonice', ['386 01'], 49.2614, 13.9024, 2),
    t('Kutná Hora', ['284 01'], 49.9484, 15.2682, 2),
    t('Beroun', ['266 01'], 49.9638, 14.072, 2),
    t('Náchod', ['547 01'], 50.4167, 16.1629, 2),
    t('Mělník', ['276 01'], 50.3505, 14.4741, 2),
    t('Vyškov', ['682 01'], 49.2775, 16.999, 2),
    t('Jindřichův Hradec', ['377 01'], 49.1441, 15.003, 2),
    t('Benešov', ['256 01'], 49.7816, 14.687, 2),
    t('Sokolov', ['356 01'], 50.1813, 12.6401, 2),
    t('Klatovy', ['339 01'], 49.3955, 13.2951, 2),
    t('Žďár nad Sázavou', ['591 01'], 49.5627, 15.9393, 2),
    t('Říčany', ['251 01'], 49.9917, 14.6543, 2),
  ],
  hu: [
    d('Budapest', 'Budapest V.', ['1051', '1054'], 47.5005, 19.0508, 5, [
      'Október 6. utca',
      'Nádor utca',
      'Bajcsy-Zsilinszky út',
    ]),
    d('Budapest', 'Budapest VI.', ['1061', '1062', '1066'], 47.5065, 19.0636, 5, [
      'Andrássy út',
      'Teréz körút',
      'Podmaniczky utca',
    ]),
    d('Budapest', 'Budapest VII.', ['1072', '1073', '1074'], 47.499, 19.07, 5, [
      'Rákóczi út',
      'Dohány utca',
      'Wesselényi utca',
    ]),
    d('Budapest', 'Budapest VIII.', ['1082', '1083', '1085', '1088'], 47.49, 19.076, 5, [
      'József körút',
      'Üllői út',
      'Baross utca',
    ]),
    d('Budapest', 'Budapest IX.', ['1092', '1093', '1095'], 47.48, 19.07, 4, [
      'Ráday utca',
      'Ferenc körút',
      'Soroksári út',
    ]),
    d('Budapest', 'Budapest XI.', ['1111', '1114', '1117'], 47.474, 19.044, 7, [
      'Bartók Béla út',
      'Fehérvári út',
      'Október huszonharmadika utca',
    ]),
    d('Budapest', 'Budapest XIII.', ['1133', '1134', '1136', '1138'], 47.526, 19.068, 7, [
      'Váci út',
      'Szent István körút',
      'Pozsonyi út',
    ]),
    d('Budapest', 'Budapest II.', ['1024', '1027'], 47.518, 19.022, 4, ['Margit körút', 'Széna tér', 'Frankel Leó út']),
    d('Budapest', 'Budapest III.', ['1032', '1033', '1036'], 47.54, 19.04, 5, [
      'Bécsi út',
      'Szentendrei út',
      'Lajos utca',
    ]),
    d('Budapest', 'Budapest IV.', ['1041', '1042'], 47.564, 19.088, 3, ['István út', 'Árpád út', 'Váci út']),
    d('Budapest', 'Budapest X.', ['1101', '1102', '1106'], 47.482, 19.157, 4, [
      'Kőbányai út',
      'Kerepesi út',
      'Jászberényi út',
    ]),
    d('Budapest', 'Budapest XII.', ['1122', '1124', '1126'], 47.499, 19.015, 3, [
      'Alkotás utca',
      'Böszörményi út',
      'Városmajor utca',
    ]),
    d('Budapest', 'Budapest XIV.', ['1141', '1145'], 47.517, 19.105, 4, [
      'Thököly út',
      'Erzsébet királyné útja',
      'Nagy Lajos király útja',
    ]),
    d('Budapest', 'Budapest XV.', ['1152'], 47.56, 19.12, 2, ['Rákos út', 'Szentmihályi út']),
    d('Budapest', 'Budapest XVIII.', ['1181', '1183'], 47.43, 19.18, 3, ['Üllői út', 'Havanna utca']),
    d('Budapest', 'Budapest XIX.', ['1191'], 47.446, 19.144, 2, ['Üllői út', 'Ady Endre út']),
    d('Budapest', 'Budapest XX.', ['1201', '1203'], 47.433, 19.115, 2, ['Határ út', 'Kossuth Lajos utca']),
    d('Budapest', 'Budapest XXI.', ['1211'], 47.427, 19.067, 2, ['Kossuth Lajos utca', 'II. Rákóczi Ferenc út']),
    d('Budapest', 'Budapest XXII.', ['1221'], 47.425, 19.03, 2, ['Nagytétényi út', 'Kossuth Lajos utca']),
    t('Debrecen', ['4024', '4025', '4026', '4031'], 47.5316, 21.6273, 13, [
      'Piac utca',
      'Kossuth utca',
      'Hatvan utca',
      'Füredi út',
      'Csapó utca',
      'Bethlen utca',
    ]),
    t('Szeged', ['6720', '6721', '6722', '6724'], 46.253, 20.1414, 10),
    t('Miskolc', ['3525', '3526', '3530'], 48.1035, 20.7784, 9),
    t('Pécs', ['7621', '7622', '7624'], 46.0727, 18.2323, 9),
    t('Győr', ['9021', '9022', '9024'], 47.6875, 17.6504, 8),
    t('Nyíregyháza', ['4400'], 47.9554, 21.7167, 7),
    t('Kecskemét', ['6000'], 46.8964, 19.6897, 7),
    t('Székesfehérvár', ['8000'], 47.186, 18.4221, 7),
    t('Szombathely', ['9700'], 47.2307, 16.6218, 5),
    t('Szolnok', ['5000'], 47.1621, 20.1825, 5),
    t('Tatabánya', ['2800'], 47.5692, 18.4048, 4),
    t('Kaposvár', ['7400'], 46.3594, 17.7968, 4),
    t('Érd', ['2030'], 47.3919, 18.9044, 4),
    t('Veszprém', ['8200'], 47.093, 17.9138, 4),
    t('Békéscsaba', ['5600'], 46.6736, 21.0877, 4),
    t('Zalaegerszeg', ['8900'], 46.8417, 16.8416, 4),
    t('Sopron', ['9400'], 47.6817, 16.5845, 4),
    t('Eger', ['3300'], 47.9025, 20.3772, 4),
    t('Nagykanizsa', ['8800'], 46.459, 16.9897, 3),
    t('Dunaújváros', ['2400'], 46.9619, 18.9355, 3),
    t('Hódmezővásárhely', ['6800'], 46.4181, 20.33, 3),
    t('Dunakeszi', ['2120'], 47.6364, 19.1386, 3),
    t('Cegléd', ['2700'], 47.1725, 19.7995, 3),
    t('Baja', ['6500'], 46.1803, 18.9542, 3),
    t('Salgótarján', ['3100'], 48.0935, 19.7999, 3),
    t('Vác', ['2600'], 47.7758, 19.1361, 3),
    t('Gödöllő', ['2100'], 47.5961, 19.3552, 3),
    t('Szekszárd', ['7100'], 46.3474, 18.7062, 3),
    t('Mosonmagyaróvár', ['9200'], 47.8681, 17.2689, 3),
    t('Pápa', ['8500'], 47.3306, 17.4679, 2),
    t('Gyöngyös', ['3200'], 47.7826, 19.928, 3),
    t('Budaörs', ['2040'], 47.4621, 18.958, 3),
    t('Gyula', ['5700'], 46.6473, 21.2784, 2),
    t('Esztergom', ['2500'], 47.7856, 18.7403, 2),
    t('Jászberény', ['5100'], 47.5, 19.9167, 2),
    t('Orosháza', ['5900'], 46.5667, 20.6667, 2),
    t('Szentendre', ['2000'], 47.6694, 19.0757, 2),
    t('Siófok', ['8600'], 46.9041, 18.058, 3),
    t('Keszthely', ['8360'], 46.7681, 17.2432, 2),
    t('Tata', ['2890'], 47.652, 18.3186, 2),
    t('Paks', ['7030'], 46.6229, 18.858, 2),
    t('Kazincbarcika', ['3700'], 48.2531, 20.6457, 2),
    t('Ózd', ['3600'], 48.2192, 20.2869, 2),
  ],
};

const COMMON_STREETS: Record<Country, string[]> = {
  sk: [
    'Hlavná',
    'Námestie SNP',
    'Štúrova',
    'Hviezdoslavova',
    'Kollárova',
    'Jesenského',
    'Mierová',
    'Poštová',
    'Záhradnícka',
    'Komenského',
    'Partizánska',
    'Družstevná',
    'Sládkovičova',
    'Železničná',
    'Bernolákova',
    'Kukučínova',
    'Hurbanova',
    'Námestie slobody',
    'Štefánikova',
    'Hollého',
    'Tatranská',
    'Rázusova',
    'Jilemnického',
    'Moyzesova',
    'Palárikova',
    'Hodžova',
    'Vajanského',
    'Dlhá',
  ],
  cz: [
    'Masarykova',
    'Husova',
    'Palackého',
    'Nádražní',
    'Komenského',
    'Smetanova',
    'Riegrova',
    'Žižkova',
    'Jiráskova',
    'Havlíčkova',
    'Tyršova',
    'Nerudova',
    'Sokolská',
    'Školní',
    'náměstí Míru',
    'Masarykovo náměstí',
    'Lidická',
    'Revoluční',
    'Pražská',
    'Zahradní',
    'Dlouhá',
    'Purkyňova',
    '28. října',
    'Svatopluka Čecha',
    'Bezručova',
  ],
  hu: [
    'Kossuth Lajos utca',
    'Petőfi Sándor utca',
    'Rákóczi út',
    'Széchenyi tér',
    'Ady Endre utca',
    'Dózsa György út',
    'Jókai Mór utca',
    'Arany János utca',
    'Deák Ferenc tér',
    'Táncsics Mihály utca',
    'Vörösmarty utca',
    'Fő utca',
    'Szabadság tér',
    'Béke utca',
    'Bem József utca',
    'Hunyadi János utca',
    'Kölcsey Ferenc utca',
    'Munkácsy Mihály utca',
    'Zrínyi Miklós utca',
    'Bajcsy-Zsilinszky utca',
    'Szent István tér',
    'Baross Gábor utca',
  ],
};

type Week = [string, string, string, string, string, string, string];
type HoursKind = 'box' | 'kiosk' | 'shop' | 'grocery' | 'florist' | 'split' | 'mall' | 'station';

const SLOTS: Record<
  Exclude<HoursKind, 'box'>,
  { opens: string[]; closes: string[]; saturday: string[]; sunday: string[] }
> = {
  kiosk: {
    opens: ['05:30', '06:00', '06:30'],
    closes: ['17:00', '18:00', '18:30'],
    saturday: ['06:00–12:00', '07:00–12:00'],
    sunday: [''],
  },
  shop: {
    opens: ['08:00', '09:00'],
    closes: ['17:00', '18:00'],
    saturday: ['08:00–12:00', '09:00–12:00', ''],
    sunday: [''],
  },
  grocery: {
    opens: ['06:00', '07:00'],
    closes: ['19:00', '20:00'],
    saturday: ['07:00–18:00', '07:00–14:00'],
    sunday: ['08:00–12:00', '08:00–18:00', ''],
  },
  florist: { opens: ['08:00', '08:30'], closes: ['17:00', '17:30'], saturday: ['08:00–12:00'], sunday: [''] },
  split: { opens: ['09:00'], closes: ['17:00'], saturday: [''], sunday: [''] },
  mall: {
    opens: ['09:00', '10:00'],
    closes: ['20:00', '21:00'],
    saturday: ['09:00–21:00', '10:00–20:00'],
    sunday: ['09:00–20:00', '10:00–19:00'],
  },
  station: { opens: ['06:00'], closes: ['22:00'], saturday: ['06:00–22:00'], sunday: ['07:00–22:00'] },
};

/** The week of a kind of place; Packeta writes a day's interval with an en dash, a closed day empty. */
function weekOf(kind: HoursKind, random: Random): Week {
  if (kind === 'box')
    return ['00:00–23:59', '00:00–23:59', '00:00–23:59', '00:00–23:59', '00:00–23:59', '00:00–23:59', '00:00–23:59'];
  const slot = SLOTS[kind];
  const weekday =
    kind === 'split' ? '09:00–12:00, 13:00–17:00' : `${random.pick(slot.opens)}–${random.pick(slot.closes)}`;
  return [weekday, weekday, weekday, weekday, weekday, random.pick(slot.saturday), random.pick(slot.sunday)];
}

/** Kinds of place per country: the place's name and its hours, Z-BOXes among them. */
const PLACES: Record<Country, [string, HoursKind][]> = {
  sk: [
    ['Tabak Press', 'kiosk'],
    ['COOP Jednota', 'grocery'],
    ['Papiernictvo', 'shop'],
    ['Kvetinárstvo', 'florist'],
    ['Drogéria', 'shop'],
    ['Pekáreň', 'grocery'],
    ['Mobil servis', 'split'],
    ['Second hand', 'shop'],
    ['Nákupné centrum', 'mall'],
    ['Čerpacia stanica', 'station'],
    ['Packeta Point', 'shop'],
  ],
  cz: [
    ['Trafika', 'kiosk'],
    ['Večerka', 'grocery'],
    ['Papírnictví', 'shop'],
    ['Květinářství', 'florist'],
    ['Drogerie', 'shop'],
    ['Pekárna', 'grocery'],
    ['Opravna telefonů', 'split'],
    ['Knihkupectví', 'shop'],
    ['Obchodní centrum', 'mall'],
    ['Čerpací stanice', 'station'],
    ['Zásilkovna', 'shop'],
  ],
  hu: [
    ['Nemzeti Dohánybolt', 'kiosk'],
    ['Vegyesbolt', 'grocery'],
    ['Papírbolt', 'shop'],
    ['Virágbolt', 'florist'],
    ['Drogéria', 'shop'],
    ['Pékség', 'grocery'],
    ['Mobilszerviz', 'split'],
    ['Ajándékbolt', 'shop'],
    ['Bevásárlóközpont', 'mall'],
    ['Benzinkút', 'station'],
    ['Packeta Pont', 'shop'],
  ],
};

const CURRENCY: Record<Country, string> = { sk: 'EUR', cz: 'CZK', hu: 'HUF' };

/** A house number the country's way: Czech "číslo popisné/orientační", Slovak often so too, Hungarian plain. */
function houseNumber(country: Country, random: Random): string {
  const plain = String(random.int(1, 120));
  if (country === 'hu') return plain;
  if (country === 'cz' || random.chance(0.45)) return `${random.int(100, 3999)}/${random.int(1, 80)}`;
  return plain;
}

type Branch = Record<string, unknown>;

function branchesOf(country: Country, ids: () => string): Branch[] {
  const random = new Random('packeta-branches', country);
  const total = TOWNS[country].reduce((sum, town) => sum + town.points, 0);
  if (total !== POINTS_PER_COUNTRY)
    throw new Error(`${country}: the towns add up to ${total} points, not ${POINTS_PER_COUNTRY}`);
  const branches: Branch[] = [];
  for (const town of TOWNS[country]) {
    const used = new Set<string>();
    const spread = town.points >= 8 ? 0.03 : 0.012;
    for (let i = 0; i < town.points; i++) {
      // A box in about every third point (more in the capital), else a shop of the country.
      const box = random.chance(town.label ? 0.4 : 0.3);
      const [place, kind] = box ? (['Z-BOX', 'box'] as const) : random.pick(PLACES[country]);
      let street = '';
      for (let attempt = 0; attempt < 10 && (street === '' || used.has(street)); attempt++) {
        street = `${random.pick(town.streets ?? COMMON_STREETS[country])} ${houseNumber(country, random)}`;
      }
      used.add(street);
      const label = town.label ?? town.city;
      const week = weekOf(kind, random);
      branches.push({
        id: ids(),
        name: box ? `Z-BOX ${label}, ${street}` : `${label}, ${street}`,
        place,
        street,
        city: town.city,
        zip: random.pick(town.zips),
        country,
        currency: CURRENCY[country],
        displayFrontend: '1',
        latitude: (town.lat + (random.float() - 0.5) * spread).toFixed(6),
        longitude: (town.lon + (random.float() - 0.5) * spread * 1.5).toFixed(6),
        openingHours: {
          regular: {
            monday: week[0],
            tuesday: week[1],
            wednesday: week[2],
            thursday: week[3],
            friday: week[4],
            saturday: week[5],
            sunday: week[6],
          },
        },
      });
    }
  }
  return branches;
}

/** The file's whole text: the same bytes on every run. */
export function generatePacketaBranches(): string {
  const random = new Random('packeta-branch-ids');
  const taken = new Set<string>();
  const ids = () => {
    let id = '';
    while (id === '' || taken.has(id)) id = String(random.int(1_000, 29_999));
    taken.add(id);
    return id;
  };
  const branches = (['sk', 'cz', 'hu'] as const).flatMap((country) => branchesOf(country, ids));
  // One branch a line, keyed by id as the v4 export is: small diffs when the data changes.
  const lines = branches.map((branch) => `${JSON.stringify(String(branch.id))}:${JSON.stringify(branch)}`);
  return `{"data":{\n${lines.join(',\n')}\n}}\n`;
}

// Written only when run as a script; the seed's test imports the function to check the file is its output.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = fileURLToPath(new URL('./packeta-branches.json', import.meta.url));
  writeFileSync(target, generatePacketaBranches());
  process.stdout.write(`Wrote ${target}\n`);
}
