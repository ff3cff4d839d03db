import type { PickupPoint } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { NextIntlClientProvider } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/messages';
import { PickupPointPicker } from './pickup-point-picker';
import {
  addressLine,
  compactWeek,
  isChoosingKey,
  nextActiveIndex,
  pickupPointsPath,
} from './pickup-point-picker-model';

/**
 * The picker rendered to HTML as the browser first draws it, over api answers written by hand (two
 * points of the seed's feed), and its keyboard and hours rules. Only the `pickupPoints` namespace
 * is given: that is all the page must pass it.
 */

const week = (weekdays: string, saturday: string, sunday: string) => [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, hours: weekdays })),
  { day: 6, hours: saturday },
  { day: 7, hours: sunday },
];

const SHOP: PickupPoint = {
  id: 24502,
  name: 'Bratislava, Staré Mesto, Obchodná 93',
  place: 'Papiernictvo',
  street: 'Obchodná 93',
  city: 'Bratislava',
  zip: '811 01',
  openingHours: week('08:00–17:00', '09:00–12:00', ''),
};
const BOX: PickupPoint = {
  id: 9710,
  name: 'Z-BOX Bratislava, Staré Mesto, Palisády 83',
  place: 'Z-BOX',
  street: 'Palisády 83',
  city: 'Bratislava',
  zip: '811 01',
  openingHours: week('00:00–23:59', '00:00–23:59', '00:00–23:59'),
};

type RenderOptions = { value?: PickupPoint | null; error?: string | null; items?: PickupPoint[]; locale?: Locale };

async function render({ value = null, error = null, items = [SHOP, BOX], locale = 'sk' }: RenderOptions = {}) {
  const stream = await renderToReadableStream(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [pickupPointsPath('')]: { items } } }}>
      <NextIntlClientProvider
        locale={locale}
        messages={{ pickupPoints: messagesFor(locale).pickupPoints }}
        timeZone="Europe/Bratislava"
      >
        <PickupPointPicker value={value} onChange={() => {}} error={error} id="pickup-point" />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** The opening tag of the element with this data-testid. */
function tagOf(html: string, testId: string): string {
  const tag = new RegExp(`<[a-z]+ [^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element ${testId}`);
  return tag;
}
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const textsOf = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(p|span|div|button)>`, 'gs'))].map((match) =>
    (match[1] ?? '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('PickupPointPicker', () => {
  it('searches with a labelled field and lists the points as a listbox of options, each with address and hours', async () => {
    const html = await render();
    const input = tagOf(html, 'pickup-point-search');
    expect(attribute(input, 'id')).toBe('pickup-point');
    expect(html).toContain('<label for="pickup-point"');
    expect(html).toContain('Mesto, obec alebo PSČ');
    expect(attribute(input, 'type')).toBe('search');
    expect(attribute(input, 'maxLength') ?? attribute(input, 'maxlength')).toBe('100');
    const hintId = attribute(input, 'aria-describedby');
    expect(html).toContain(`id="${hintId}"`);
    expect(html).toContain('Enterom alebo medzerníkom miesto vyberiete');

    const list = tagOf(html, 'pickup-point-list');
    expect(attribute(list, 'role')).toBe('listbox');
    expect(attribute(list, 'aria-label')).toBe('Výdajné miesta');
    expect(attribute(list, 'tabindex')).toBe('0');
    expect(attribute(input, 'aria-controls')).toBe(attribute(list, 'id'));
    const options = [...html.matchAll(/<div [^>]*role="option"[^>]*>/g)].map((match) => match[0]);
    expect(options).toHaveLength(2);
    expect(options.map((option) => attribute(option, 'aria-selected'))).toEqual(['false', 'false']);
    expect(textsOf(html, 'pickup-point-hours')).toEqual([
      'Po–Pi 08:00–17:00 · So 09:00–12:00 · Ne zatvorené',
      'Nonstop',
    ]);
    expect(html).toContain('Papiernictvo · Obchodná 93, 811 01 Bratislava');
    expect(html).toContain('Z-BOX · Palisády 83, 811 01 Bratislava');
    expect(textsOf(html, 'pickup-point-status')).toEqual(['2 výdajné miesta']);
    expect(html).not.toContain('data-testid="pickup-point-chosen"');
  });

  it('shows the chosen point, its week and a "change" button that carries the field’s id', async () => {
    const html = await render({ value: SHOP });
    expect(html).not.toContain('data-testid="pickup-point-list"');
    expect(textsOf(html, 'pickup-point-chosen')[0]).toContain('Vybrané výdajné miesto');
    expect(html).toContain('Bratislava, Staré Mesto, Obchodná 93');
    const week = textsOf(html, 'pickup-point-week')[0];
    expect(week).toBe('Otváracie hodiny');
    expect(html).toMatch(/<dt>Po–Pi<\/dt><dd>08:00–17:00<\/dd>/);
    expect(html).toMatch(/<dt>Ne<\/dt><dd>zatvorené<\/dd>/);
    const change = tagOf(html, 'pickup-point-change');
    expect(attribute(change, 'id')).toBe('pickup-point');
    expect(attribute(change, 'type')).toBe('button');
    expect(attribute(change, 'aria-label')).toBe('Zmeniť výdajné miesto');
    expect(textsOf(html, 'pickup-point-change')).toEqual(['Zmeniť']);
  });

  it('shows the error under the field, says it (role alert) and ties it to the field', async () => {
    const html = await render({ error: 'Vyberte výdajné miesto.' });
    const error = tagOf(html, 'pickup-point-error');
    expect(attribute(error, 'role')).toBe('alert');
    expect(textsOf(html, 'pickup-point-error')).toEqual(['Vyberte výdajné miesto.']);
    const input = tagOf(html, 'pickup-point-search');
    expect(attribute(input, 'aria-invalid')).toBe('true');
    expect(attribute(input, 'aria-describedby')?.split(' ')).toContain(attribute(error, 'id'));
    expect(attribute(tagOf(html, 'pickup-point-list'), 'aria-describedby')).toBe(attribute(error, 'id'));

    const chosen = await render({ value: BOX, error: 'Vyberte výdajné miesto.' });
    const change = tagOf(chosen, 'pickup-point-change');
    expect(attribute(change, 'aria-describedby')).toBe(attribute(tagOf(chosen, 'pickup-point-error'), 'id'));

    const clean = await render();
    expect(attribute(tagOf(clean, 'pickup-point-search'), 'aria-invalid')).toBeUndefined();
    expect(textsOf(clean, 'pickup-point-error')).toEqual(['']);
  });

  it('speaks Czech and Hungarian in those shops', async () => {
    const cz = await render({ locale: 'cz', value: SHOP });
    expect(cz).toContain('Vybrané výdejní místo');
    expect(cz).toMatch(/<dt>Po–Pá<\/dt>/);
    const hu = await render({ locale: 'hu', items: [SHOP] });
    expect(hu).toContain('Település vagy irányítószám');
    expect(textsOf(hu, 'pickup-point-hours')).toEqual(['H–P 08:00–17:00 · Szo 09:00–12:00 · V zárva']);
    expect(textsOf(hu, 'pickup-point-status')).toEqual(['1 átvételi pont']);
  });

  it('says when a search found nothing', async () => {
    const html = await render({ items: [] });
    expect(textsOf(html, 'pickup-point-status')).toEqual(['Nenašli sme žiadne výdajné miesto']);
    expect(attribute(tagOf(html, 'pickup-point-list'), 'tabindex')).toBe('-1');
  });
});

describe('the picker’s rules', () => {
  it('moves through the list with the arrows, Home, End and the page keys, and back to the field above the first', () => {
    expect(nextActiveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 2, 3)).toBe(1);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(-1);
    expect(nextActiveIndex('Home', 2, 3)).toBe(0);
    expect(nextActiveIndex('End', 0, 3)).toBe(2);
    expect(nextActiveIndex('PageDown', 0, 12)).toBe(5);
    expect(nextActiveIndex('PageUp', 3, 12)).toBe(0);
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBeUndefined();
    expect(nextActiveIndex('a', 1, 3)).toBeUndefined();
    expect(['Enter', ' ', 'Tab', 'Escape'].map(isChoosingKey)).toEqual([true, true, false, false]);
  });

  it('joins days with the same hours, and says nonstop for a box open round the clock', () => {
    const texts = {
      weekday: (day: number) => ['Po', 'Ut', 'St', 'Št', 'Pi', 'So', 'Ne'][day - 1] ?? '',
      closed: 'zatvorené',
      nonstop: 'Nonstop',
    };
    expect(compactWeek(SHOP.openingHours, texts)).toEqual([
      { days: 'Po–Pi', hours: '08:00–17:00' },
      { days: 'So', hours: '09:00–12:00' },
      { days: 'Ne', hours: 'zatvorené' },
    ]);
    expect(compactWeek(BOX.openingHours, texts)).toEqual([{ days: '', hours: 'Nonstop' }]);
    const split = [
      { day: 1, hours: '09:00–12:00, 13:00–17:00' },
      { day: 2, hours: '' },
      { day: 3, hours: '09:00–12:00, 13:00–17:00' },
    ];
    expect(compactWeek(split, texts)).toEqual([
      { days: 'Po', hours: '09:00–12:00, 13:00–17:00' },
      { days: 'Ut', hours: 'zatvorené' },
      { days: 'St', hours: '09:00–12:00, 13:00–17:00' },
      { days: 'Št–Ne', hours: 'zatvorené' },
    ]);
  });

  it('asks the api with the trimmed, encoded search, cut to 100 characters', () => {
    expect(pickupPointsPath('')).toBe('/api/lib/v1/pickup-points?search=');
    expect(pickupPointsPath(' 811 01 ')).toBe('/api/lib/v1/pickup-points?search=811%2001');
    expect(pickupPointsPath('Žilina & co')).toBe('/api/lib/v1/pickup-points?search=%C5%BDilina%20%26%20co');
    expect(pickupPointsPath('x'.repeat(150))).toBe(`/api/lib/v1/pickup-points?search=${'x'.repeat(100)}`);
    expect(addressLine(SHOP)).toBe('Obchodná 93, 811 01 Bratislava');
  });
});
