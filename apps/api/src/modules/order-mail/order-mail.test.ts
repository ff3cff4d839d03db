import type { DatabaseHandle } from '@stride/db';
import { decode } from 'bysquare/pay';
import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import type { ParsedMail } from 'mailparser';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../mail/outbox-queries';
import { insertTestOrder, insertTestWithdrawal, outboxRows, type TestOrder } from '../../test-support/mail-orders';
import { useMailTestApp } from '../../test-support/mail-test-app';
import type { SmtpSink } from '../../test-support/smtp-sink';
import { paymentQr } from '../payment-qr/payment-qr';

/**
 * The two e-mails end to end: orders written with plain SQL, the api's own outbox (app.mailOutbox)
 * rendering them and sending them over SMTP to a real SMTP server, and what arrived read back by a
 * mail parser. The expected texts are written out by hand (amounts with no-break spaces, as
 * formatMoney prints them); the QR codes are scanned from the attached PNG.
 */

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
/** A no-break space: formatMoney's between the digits and before the currency. */
const _ = '\u00a0';

const mailApp = useMailTestApp({ SK_DOMAIN: 'stride.sk', CZ_DOMAIN: 'stride.cz', HU_DOMAIN: 'stride.hu' });
let database: DatabaseHandle;
let app: FastifyInstance;
let sink: SmtpSink;
beforeAll(() => {
  ({ app, database, sink } = mailApp());
});

/** Writes the order, puts its confirmation in the outbox (as the order's transaction does) and sends it. */
async function confirmationOf(order: TestOrder): Promise<ParsedMail> {
  const orderId = await insertTestOrder(database, order);
  await database.transaction((tx) => enqueueMail(tx, { kind: 'order_confirmation', orderId }));
  expect(await app.mailOutbox.sendDue()).toBe(1);
  const [mail] = await sink.waitFor(1);
  if (!mail) throw new Error('no e-mail arrived');
  expect(mail.envelopeTo).toEqual([order.email]);
  return mail.parsed;
}

function toOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.text ?? '';
}

/** The text a banking app reads from the e-mail's inline QR image (the `<img src="cid:…">` of its HTML). */
function scannedQr(mail: ParsedMail): string {
  const [image] = mail.attachments;
  if (!image) throw new Error('no QR image attached');
  expect(image.contentType).toBe('image/png');
  expect(mail.html).toContain(`src="cid:${image.cid}"`);
  const png = PNG.sync.read(image.content);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code in the attached image');
  return Buffer.from(code.binaryData).toString('utf8');
}

const slovakOrder: TestOrder = {
  locale: 'sk',
  orderNumber: '10000042',
  email: 'jana.novakova@example.sk',
  firstname: 'Jana',
  surname: 'Nováková',
  street: 'Hlavná 12',
  city: 'Bratislava',
  zip: '811 01',
  country: 'sk',
  deliveryType: 'courier',
  paymentType: 'bank_transfer',
  itemsTotal: 269_70,
  discountTotal: 26_97,
  totalSum: 242_73,
  toPay: 242_73,
  vat: [{ ratePercent: 23, netMinor: 197_34, vatMinor: 45_39, grossMinor: 242_73 }],
  // 10:07 in Bratislava (CET).
  createdAt: new Date('2026-03-05T09:07:00Z'),
  lines: [
    { name: 'Bežecká obuv Nike Pegasus 41', sizeName: '42', unitPrice: 129_90, count: 2 },
    { name: 'Ponožky <Run> & Co', sizeName: 'M', unitPrice: 9_90, count: 1 },
  ],
};

describe(`the order confirmation over SMTP (${engine})`, () => {
  it('Slovak, by transfer: the lines, the sums, the account with a PAY by square code, the withdrawal link', async () => {
    const mail = await confirmationOf(slovakOrder);

    expect(mail.subject).toBe('Potvrdenie objednávky č. 10000042');
    expect(mail.from?.value).toEqual([{ name: 'Stride.sk', address: 'info@stride.sk' }]);
    expect(toOf(mail)).toBe('jana.novakova@example.sk');
    expect(mail.text?.trimEnd()).toBe(
      [
        'Dobrý deň,',
        '',
        'ďakujeme za vašu objednávku v obchode Stride.sk. Prijali sme ju 05.03.2026 o 10:07.',
        '',
        'Číslo objednávky: 10000042',
        'Dátum objednávky: 05.03.2026, 10:07',
        '',
        'OBJEDNANÝ TOVAR',
        '---------------',
        `- Bežecká obuv Nike Pegasus 41, veľkosť 42: 2 × 129,90${_}€ = 259,80${_}€`,
        `- Ponožky <Run> & Co, veľkosť M: 1 × 9,90${_}€ = 9,90${_}€`,
        '',
        'SÚHRN',
        '-----',
        `Tovar s DPH: 269,70${_}€`,
        `Zľava za kupón: -26,97${_}€`,
        'Doprava: Zdarma',
        `DPH 23 % zo základu 197,34${_}€: 45,39${_}€`,
        `Spolu s DPH: 242,73${_}€`,
        `K úhrade: 242,73${_}€`,
        '',
        'DORUČENIE',
        '---------',
        'Kuriérom na adresu:',
        'Jana Nováková',
        'Hlavná 12',
        '811 01 Bratislava',
        'Slovensko',
        '',
        'PLATBA',
        '------',
        `Sumu 242,73${_}€ nám prosím pošlite bankovým prevodom:`,
        'Príjemca: Stride s.r.o.',
        'IBAN: SK31 1200 0000 1987 4263 7541',
        'BIC (SWIFT): SUBASKBX',
        `Suma: 242,73${_}€`,
        'Variabilný symbol: 10000042',
        'Platbu môžete zadať aj naskenovaním QR kódu (PAY by square) v aplikácii svojej banky.',
        'Objednávku vybavíme, keď platba príde na náš účet.',
        '',
        'ODSTÚPENIE OD ZMLUVY',
        '--------------------',
        'Od kúpnej zmluvy môžete bez udania dôvodu odstúpiť do 14 dní od prevzatia tovaru. Stačí vyplniť formulár na našej stránke – budete potrebovať číslo objednávky 10000042 a e-mail, ktorý ste v objednávke uviedli.',
        'Odstúpiť od zmluvy: https://stride.sk/odstupenie-od-zmluvy',
        '',
        'S pozdravom',
        'Stride.sk',
        '',
        'Ak máte otázky, odpovedzte na tento e-mail alebo nám napíšte na info@stride.sk.',
      ].join('\n'),
    );

    // The HTML shows the same, every value escaped: a product name is text, never markup.
    expect(mail.html).toContain(
      '<td style="padding:6px 8px 6px 0;vertical-align:top;">Ponožky &lt;Run&gt; &amp; Co</td>',
    );
    expect(mail.html).not.toContain('<Run>');
    expect(mail.html).toContain('href="https://stride.sk/odstupenie-od-zmluvy"');
    expect(mail.html).toContain('<html lang="sk-SK">');

    const scanned = scannedQr(mail);
    expect(scanned).toBe(
      (
        await paymentQr('sk', {
          iban: 'SK3112000000198742637541',
          bic: 'SUBASKBX',
          beneficiary: 'Stride s.r.o.',
          amountMinor: 242_73,
          currency: 'EUR',
          reference: '10000042',
          message: 'Objednávka 10000042',
        })
      ).payload,
    );
    // Read back by bysquare's own decoder: what the bank's app will fill in.
    const [payment] = decode(scanned).payments;
    expect(payment).toMatchObject({
      amount: 242.73,
      currencyCode: 'EUR',
      variableSymbol: '10000042',
      bankAccounts: [{ iban: 'SK3112000000198742637541' }],
    });
  });

  it('Czech, by transfer to a pickup point: ISIC, a voucher paying part, a line without a size, a QR Platba', async () => {
    const mail = await confirmationOf({
      locale: 'cz',
      orderNumber: '20000007',
      email: 'petr.dvorak@example.cz',
      firstname: 'Petr',
      surname: 'Dvořák',
      street: 'Vodičkova 3',
      city: 'Praha',
      zip: '110 00',
      country: 'cz',
      deliveryType: 'pickup_point',
      paymentType: 'bank_transfer',
      pickupPoint: 'Z-BOX Praha 1, Národní 10, 110 00 Praha',
      itemsTotal: 4226_00,
      isicDiscount: 399_00,
      totalSum: 3827_00,
      voucherPaid: 1000_00,
      toPay: 2827_00,
      vat: [{ ratePercent: 21, netMinor: 3162_81, vatMinor: 664_19, grossMinor: 3827_00 }],
      // 16:30 in Prague (CET).
      createdAt: new Date('2026-11-20T15:30:00Z'),
      lines: [
        { name: 'Běžecké boty Asics Gel-Nimbus', sizeName: '43,5', unitPrice: 3990_00, count: 1 },
        { name: 'Gel Enervit', sizeName: '', unitPrice: 59_00, count: 4 },
      ],
    });

    expect(mail.subject).toBe('Potvrzení objednávky č. 20000007');
    expect(mail.from?.value).toEqual([{ name: 'Stride.cz', address: 'info@stride.cz' }]);
    const lines = mail.text?.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'děkujeme za vaši objednávku v obchodě Stride.cz. Přijali jsme ji 20.11.2026 v 16:30.',
        `- Běžecké boty Asics Gel-Nimbus, velikost 43,5: 1 × 3${_}990${_}Kč = 3${_}990${_}Kč`,
        `- Gel Enervit: 4 × 59${_}Kč = 236${_}Kč`,
        `Zboží s DPH: 4${_}226${_}Kč`,
        `Sleva ISIC: -399${_}Kč`,
        'Doprava: Zdarma',
        `DPH 21 % ze základu 3${_}162,81${_}Kč: 664,19${_}Kč`,
        `Celkem s DPH: 3${_}827${_}Kč`,
        `Uhrazeno dárkovým poukazem: -1${_}000${_}Kč`,
        `K úhradě: 2${_}827${_}Kč`,
        'Na výdejní místo:',
        'Z-BOX Praha 1, Národní 10, 110 00 Praha',
        `Částku 2${_}827${_}Kč nám prosím pošlete bankovním převodem:`,
        'Příjemce: Stride CZ s.r.o.',
        'Číslo účtu: 19-2000145399/0800',
        'IBAN: CZ65 0800 0000 1920 0014 5399',
        'Variabilní symbol: 20000007',
        'Odstoupit od smlouvy: https://stride.cz/odstoupeni-od-smlouvy',
      ]),
    );
    expect(scannedQr(mail)).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:2827.00*CC:CZK*RN:STRIDE CZ S.R.O.*MSG:OBJEDNAVKA 20000007*X-VS:20000007',
    );
  });

  it('Hungarian, by transfer to another address: delivery charged, the MNB QR code', async () => {
    const mail = await confirmationOf({
      locale: 'hu',
      orderNumber: '30000005',
      email: 'kovacs.peter@example.hu',
      firstname: 'Péter',
      surname: 'Kovács',
      street: 'Váci utca 1',
      city: 'Budapest',
      zip: '1052',
      country: 'hu',
      deliveryType: 'courier',
      deliveryAddress: {
        firstname: 'Anna',
        surname: 'Kovács',
        street: 'Fő tér 2',
        city: 'Debrecen',
        zip: '4024',
        country: 'hu',
      },
      paymentType: 'bank_transfer',
      itemsTotal: 8990_00,
      shippingPrice: 1990_00,
      totalSum: 10_980_00,
      toPay: 10_980_00,
      vat: [{ ratePercent: 27, netMinor: 8646_00, vatMinor: 2334_00, grossMinor: 10_980_00 }],
      // 10:00 in Budapest (CEST).
      createdAt: new Date('2026-07-01T08:00:00Z'),
      lines: [{ name: 'Futópóló Stride Dry', sizeName: 'L', unitPrice: 8990_00, count: 1 }],
    });

    expect(mail.subject).toBe('Rendelés visszaigazolása – 30000005');
    expect(mail.text?.split('\n')).toEqual(
      expect.arrayContaining([
        'Kedves Vásárlónk!',
        'Köszönjük, hogy a(z) Stride.hu webáruházban vásárolt. Rendelését 01.07.2026, 10:00-kor vettük fel.',
        `- Futópóló Stride Dry, L méret: 1 × 8990${_}Ft = 8990${_}Ft`,
        `Szállítás: 1990${_}Ft`,
        `27% áfa, alap: 8646${_}Ft: 2334${_}Ft`,
        `Összesen áfával: 10${_}980${_}Ft`,
        'Futárral erre a címre:',
        'Kovács Anna',
        'Fő tér 2',
        '4024 Debrecen',
        'Magyarország',
        `Kérjük, a fizetendő összeget (10${_}980${_}Ft) utalja át a bankszámlánkra:`,
        'Kedvezményezett: Stride Hungary Kft.',
        'Számlaszám: 11773016-11111018-00000000',
        'IBAN: HU42 1177 3016 1111 1018 0000 0000',
        'Közlemény: 30000005',
        'Elállok a szerződéstől: https://stride.hu/elallas',
      ]),
    );
    const fields = scannedQr(mail).split('\n');
    // The 8th field is the code's validity (14 days from now, in Hungarian time): checked by shape.
    expect(fields[7]).toMatch(/^\d{14}\+[12]$/);
    expect(fields.toSpliced(7, 1)).toEqual([
      'HCT',
      '001',
      '1',
      'OTPVHUHBXXX',
      'Stride Hungary Kft.',
      'HU42117730161111101800000000',
      'HUF10980',
      'GDSV',
      'Rendelés 30000005',
      ...Array(8).fill(''),
    ]);
  });

  it('Hungarian, by card not yet paid, collected in a store: the 30-minute deadline in Budapest time, no QR', async () => {
    const [store] = await database.query<{ id: number; name: string; street: string; zip: string; town: string }>(
      `SELECT u.id, coalesce(t.name, u.name) AS name, u.street, u.zip, u.town
         FROM operation_units u LEFT JOIN operation_unit_translations t ON t.operation_unit_id = u.id AND t.locale = 'hu'
        WHERE u.country = 'hu' ORDER BY u.id LIMIT 1`,
    );
    if (!store) throw new Error('no Hungarian store in the seed');
    const mail = await confirmationOf({
      locale: 'hu',
      orderNumber: '30000006',
      email: 'szabo.eva@example.hu',
      firstname: 'Éva',
      surname: 'Szabó',
      street: 'Andrássy út 5',
      city: 'Budapest',
      zip: '1061',
      country: 'hu',
      deliveryType: 'store',
      pickupStoreId: store.id,
      paymentType: 'card',
      itemsTotal: 24_990_00,
      totalSum: 24_990_00,
      toPay: 24_990_00,
      vat: [{ ratePercent: 27, netMinor: 19_677_00, vatMinor: 5313_00, grossMinor: 24_990_00 }],
      // 11:00 in Budapest (CET); the card payment is due half an hour later.
      createdAt: new Date('2026-12-10T10:00:00Z'),
      paymentDeadline: new Date('2026-12-10T10:30:00Z'),
      lines: [{ name: 'Terepfutó cipő Salomon', sizeName: '41 1/3', unitPrice: 24_990_00, count: 1 }],
    });

    expect(mail.text?.split('\n')).toEqual(
      expect.arrayContaining([
        'Személyes átvétel üzletünkben:',
        `${store.name}, ${store.street}, ${store.zip} ${store.town}`,
        'Szállítás: Ingyenes',
        'A kártyás fizetés még nem érkezett meg. Ha a rendelést a leadásától számított 30 percen belül (10.12.2026, 11:30-ig) nem fizeti ki, automatikusan töröljük.',
      ]),
    );
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('cid:');
  });
});

describe(`the withdrawal acknowledgement over SMTP (${engine})`, () => {
  it('names the order and the date and time the withdrawal arrived, in the shop’s time zone', async () => {
    const orderId = await insertTestOrder(database, {
      ...slovakOrder,
      locale: 'hu',
      orderNumber: '30000011',
      email: 'toth.gabor@example.hu',
      country: 'hu',
      paymentType: 'cash_on_delivery',
    });
    // 00:45 on 2 July in Budapest (CEST), still 1 July in UTC.
    const withdrawalId = await insertTestWithdrawal(database, {
      orderId,
      email: 'toth.gabor@example.hu',
      createdAt: new Date('2026-07-01T22:45:00Z'),
    });
    await database.transaction((tx) => enqueueMail(tx, { kind: 'withdrawal_acknowledgement', withdrawalId }));
    expect(await app.mailOutbox.sendDue()).toBe(1);
    const [received] = await sink.waitFor(1);
    const mail = received?.parsed;

    expect(received?.envelopeTo).toEqual(['toth.gabor@example.hu']);
    expect(mail?.subject).toBe('Elállás visszaigazolása – 30000011 számú rendelés');
    expect(mail?.from?.value).toEqual([{ name: 'Stride.hu', address: 'info@stride.hu' }]);
    expect(mail?.text?.trimEnd()).toBe(
      [
        'Kedves Vásárlónk!',
        '',
        'Visszaigazoljuk, hogy 02.07.2026, 00:45-kor megkaptuk a(z) 30000011 számú rendelésre vonatkozó elállási nyilatkozatát.',
        '',
        'Az elállás beérkezett: 02.07.2026, 00:45',
        '',
        'Kérjük, a terméket legkésőbb az elállástól számított 14 napon belül küldje vissza nekünk.',
        '',
        'Az Ön által kifizetett teljes összeget, a szállítási költséget is beleértve, az elállás beérkezésétől számított 14 napon belül visszatérítjük, ugyanazzal a fizetési móddal, amellyel fizetett. A visszatérítést visszatarthatjuk, amíg a terméket vissza nem kaptuk, vagy amíg Ön nem igazolja, hogy visszaküldte.',
        '',
        'Üdvözlettel',
        'Stride.hu',
        '',
        'Ha kérdése van, válaszoljon erre az e-mailre, vagy írjon nekünk: info@stride.hu.',
      ].join('\n'),
    );
    expect(mail?.html).toContain('<strong>02.07.2026, 00:45</strong>');
  });
});

describe(`the api’s outbox (${engine})`, () => {
  it('stays off until started; started, it sends at the nudge that follows a commit', async () => {
    const orderId = await insertTestOrder(database, { ...slovakOrder, orderNumber: '10000043' });
    await database.transaction((tx) => enqueueMail(tx, { kind: 'order_confirmation', orderId }));
    app.mailOutbox.nudge();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.received).toHaveLength(0);

    app.mailOutbox.start();
    app.mailOutbox.nudge();
    const [mail] = await sink.waitFor(1);
    expect(mail?.parsed.subject).toBe('Potvrdenie objednávky č. 10000043');
    // Marked sent just after the server took it.
    await expect.poll(async () => (await outboxRows(database)).filter((row) => !row.sent)).toEqual([]);
  });
});
