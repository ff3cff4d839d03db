import type { Locale } from '@stride/contract';

/**
 * The api's own texts (error messages), Slovak as the base; Czech and Hungarian overlay it and fall
 * back to Slovak for a missing key. `{name}` placeholders are filled by `translate`.
 */
const sk = {
  bad_request: 'Nesprávny formát požiadavky.',
  not_found: 'Požadovaný záznam neexistuje.',
  route_not_found: 'Táto adresa API neexistuje.',
  category_not_found: 'Kategória „{value}“ neexistuje.',
  operation_unit_not_found: 'Predajňa s číslom {value} neexistuje.',
  image_not_found: 'Obrázok neexistuje.',
  page_not_found: 'Stránka „{value}“ neexistuje.',
  unknown_webinstance: 'Neznámy token webovej inštancie.',
  internal: 'Nastala chyba. Skúste to prosím znova.',
  conflict: 'Požiadavku nie je možné vykonať, lebo sa medzitým zmenil stav. Načítajte stránku znova.',
  unprocessable: 'Požiadavku nie je možné vykonať.',
  bad_url: 'Adresa požiadavky nemá platný formát (chybné kódovanie znakov s %).',
  url_too_long: 'Adresa požiadavky je príliš dlhá.',
  invalid_json: 'Telo požiadavky nie je platný JSON.',
  unsupported_media_type: 'Nepodporovaný typ obsahu. Posielajte údaje ako application/json.',
  body_too_large: 'Požiadavka je príliš veľká. Povolených je najviac {limit} kB.',
  too_many_requests: 'Príliš veľa pokusov. Skúste to znova o {seconds} s.',
  try_again_later: 'Príliš veľa pokusov. Skúste to znova neskôr.',
  request_timeout: 'Požiadavka neprišla celá včas. Skúste to prosím znova.',
  headers_too_large: 'Hlavičky požiadavky sú príliš veľké.',
  required: 'Povinné pole',
  invalid_format: 'Nesprávny formát.',
  invalid_number: 'Zadajte celé číslo.',
  invalid_text: 'Zadajte jednu textovú hodnotu.',
  too_small_number: 'Najmenšia povolená hodnota je {limit}.',
  too_big_number: 'Najväčšia povolená hodnota je {limit}.',
  too_short_text: 'Zadajte aspoň {limit} znakov.',
  too_long_text: 'Zadajte najviac {limit} znakov.',
  too_few_items: 'Počet hodnôt musí byť aspoň {limit}.',
  too_many_items: 'Naraz je povolených najviac {limit} hodnôt.',
  invalid_choice: 'Neznáma hodnota. Povolené sú: {values}.',
  unknown_keys: 'Neznáme pole: {values}.',
  invalid_email: 'Zadajte email vo formáte meno@domena.sk',
  invalid_id_list: 'Zadajte čísla oddelené čiarkou, napríklad 12,34.',
  invalid_url_name: 'Povolené sú len malé písmená bez diakritiky, číslice a pomlčky.',
} as const;

export type MessageKey = keyof typeof sk;
type Messages = Partial<Record<MessageKey, string>>;

const cz: Messages = {
  bad_request: 'Nesprávný formát požadavku.',
  not_found: 'Požadovaný záznam neexistuje.',
  route_not_found: 'Tato adresa API neexistuje.',
  category_not_found: 'Kategorie „{value}“ neexistuje.',
  operation_unit_not_found: 'Prodejna s číslem {value} neexistuje.',
  image_not_found: 'Obrázek neexistuje.',
  page_not_found: 'Stránka „{value}“ neexistuje.',
  unknown_webinstance: 'Neznámý token webové instance.',
  internal: 'Nastala chyba. Zkuste to prosím znovu.',
  conflict: 'Požadavek nelze provést, protože se mezitím změnil stav. Načtěte stránku znovu.',
  unprocessable: 'Požadavek nelze provést.',
  bad_url: 'Adresa požadavku nemá platný formát (chybné kódování znaků s %).',
  url_too_long: 'Adresa požadavku je příliš dlouhá.',
  invalid_json: 'Tělo požadavku není platný JSON.',
  unsupported_media_type: 'Nepodporovaný typ obsahu. Posílejte data jako application/json.',
  body_too_large: 'Požadavek je příliš velký. Povoleno je nejvýše {limit} kB.',
  too_many_requests: 'Příliš mnoho pokusů. Zkuste to znovu za {seconds} s.',
  try_again_later: 'Příliš mnoho pokusů. Zkuste to znovu později.',
  request_timeout: 'Požadavek nedorazil celý včas. Zkuste to prosím znovu.',
  headers_too_large: 'Hlavičky požadavku jsou příliš velké.',
  required: 'Povinné pole',
  invalid_format: 'Nesprávný formát.',
  invalid_number: 'Zadejte celé číslo.',
  invalid_text: 'Zadejte jednu textovou hodnotu.',
  too_small_number: 'Nejmenší povolená hodnota je {limit}.',
  too_big_number: 'Největší povolená hodnota je {limit}.',
  too_short_text: 'Zadejte alespoň {limit} znaků.',
  too_long_text: 'Zadejte nejvýše {limit} znaků.',
  too_few_items: 'Počet hodnot musí být alespoň {limit}.',
  too_many_items: 'Najednou je povoleno nejvýše {limit} hodnot.',
  invalid_choice: 'Neznámá hodnota. Povolené jsou: {values}.',
  unknown_keys: 'Neznámé pole: {values}.',
  invalid_email: 'Zadejte e-mail ve formátu jmeno@domena.cz',
  invalid_id_list: 'Zadejte čísla oddělená čárkou, například 12,34.',
  invalid_url_name: 'Povolena jsou jen malá písmena bez diakritiky, číslice a pomlčky.',
};

const hu: Messages = {
  bad_request: 'Hibás kérésformátum.',
  not_found: 'A keresett elem nem létezik.',
  route_not_found: 'Ez az API-cím nem létezik.',
  category_not_found: 'A(z) „{value}” kategória nem létezik.',
  operation_unit_not_found: 'A(z) {value} azonosítójú üzlet nem létezik.',
  image_not_found: 'A kép nem létezik.',
  page_not_found: 'A(z) „{value}” oldal nem létezik.',
  unknown_webinstance: 'Ismeretlen webpéldány-token.',
  internal: 'Hiba történt. Kérjük, próbálja újra.',
  conflict: 'A kérés nem teljesíthető, mert közben megváltozott az állapot. Töltse be újra az oldalt.',
  unprocessable: 'A kérés nem teljesíthető.',
  bad_url: 'A kérés címe érvénytelen (hibás %-kódolás).',
  url_too_long: 'A kérés címe túl hosszú.',
  invalid_json: 'A kérés törzse nem érvényes JSON.',
  unsupported_media_type: 'Nem támogatott tartalomtípus. Az adatokat application/json formátumban küldje.',
  body_too_large: 'A kérés túl nagy. Legfeljebb {limit} kB megengedett.',
  too_many_requests: 'Túl sok próbálkozás. Próbálja újra {seconds} másodperc múlva.',
  try_again_later: 'Túl sok próbálkozás. Próbálja újra később.',
  request_timeout: 'A kérés nem érkezett meg időben. Kérjük, próbálja újra.',
  headers_too_large: 'A kérés fejlécei túl nagyok.',
  required: 'Kötelező mező',
  invalid_format: 'Hibás formátum.',
  invalid_number: 'Adjon meg egy egész számot.',
  invalid_text: 'Egyetlen szöveges értéket adjon meg.',
  too_small_number: 'A legkisebb megengedett érték: {limit}.',
  too_big_number: 'A legnagyobb megengedett érték: {limit}.',
  too_short_text: 'Adjon meg legalább {limit} karaktert.',
  too_long_text: 'Legfeljebb {limit} karaktert adjon meg.',
  too_few_items: 'Legalább {limit} értéket adjon meg.',
  too_many_items: 'Egyszerre legfeljebb {limit} érték adható meg.',
  invalid_choice: 'Ismeretlen érték. Megengedett értékek: {values}.',
  unknown_keys: 'Ismeretlen mező: {values}.',
  invalid_email: 'Az e-mail-címet nev@domain.hu formátumban adja meg.',
  invalid_id_list: 'Vesszővel elválasztott számokat adjon meg, például 12,34.',
  invalid_url_name: 'Csak ékezet nélküli kisbetűk, számjegyek és kötőjelek megengedettek.',
};

const MESSAGES: Record<Locale, Messages> = { sk, cz, hu };

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = MESSAGES[locale][key] ?? sk[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    // Own properties only: a placeholder named like an Object method ({constructor}) is not a parameter.
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Every key in every locale, for the test that no translation is missing. */
export const MESSAGE_TABLES = MESSAGES;
