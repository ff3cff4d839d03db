import type { ShopStore } from '@stride/contract';
import { CZECHIA, HUNGARY, type LonLat, SLOVAKIA } from '@/lib/stores/country-outlines';
import { frameHeight, outlinePath, type Point, project, STORES_MAP_FRAME } from '@/lib/stores/map-projection';
import styles from './stores.module.css';

/** Where each country's name is written, roughly its middle. */
const COUNTRIES: { code: 'cz' | 'sk' | 'hu'; outline: readonly LonLat[]; label: LonLat }[] = [
  { code: 'cz', outline: CZECHIA, label: [15.3, 49.75] },
  { code: 'sk', outline: SLOVAKIA, label: [19.6, 48.8] },
  { code: 'hu', outline: HUNGARY, label: [19.4, 46.75] },
];

/** Pins closer than this (SVG units) would write their names over each other. */
const LABEL_CLEARANCE = 80;

type MapPin = { store: ShopStore; at: Point; href: string | null; label: string };

/** A pin's name goes to the side away from its nearest close neighbour (Bratislava left, Senec right). */
function labelsLeft(pin: MapPin, pins: readonly MapPin[]): boolean {
  const near = pins
    .filter((other) => other !== pin && Math.hypot(other.at.x - pin.at.x, other.at.y - pin.at.y) < LABEL_CLEARANCE)
    .sort(
      (a, b) => Math.hypot(a.at.x - pin.at.x, a.at.y - pin.at.y) - Math.hypot(b.at.x - pin.at.x, b.at.y - pin.at.y),
    );
  const nearest = near[0];
  return nearest !== undefined && nearest.at.x > pin.at.x;
}

type StoresMapProps = {
  stores: readonly ShopStore[];
  /** Store id → its page in this shop. */
  hrefOf: (store: ShopStore) => string | null;
  texts: {
    title: string;
    description: string;
    pin: (store: ShopStore) => string;
    countries: Record<'cz' | 'sk' | 'hu', string>;
  };
};

/**
 * The stores on a map drawn here (decision 20): Czechia, Slovakia and Hungary as simplified outlines
 * and a pin per store at its real position, each pin a link to the store's page. An inline SVG, so
 * the page asks no map service for tiles or scripts (no third-party request, nothing to consent to).
 */
export function StoresMap({ stores, hrefOf, texts }: StoresMapProps) {
  const frame = STORES_MAP_FRAME;
  const height = Math.round(frameHeight(frame));
  const pins: MapPin[] = stores.flatMap((store) =>
    store.position
      ? [
          {
            store,
            at: project(frame, [store.position.longitude, store.position.latitude]),
            href: hrefOf(store),
            label: texts.pin(store),
          },
        ]
      : [],
  );
  return (
    <figure className={styles.map} aria-labelledby="stores-map-title">
      <figcaption id="stores-map-title" className={styles.mapTitle}>
        {texts.title}
      </figcaption>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the map its pin links are in */}
      <svg
        viewBox={`0 0 ${frame.width} ${height}`}
        role="group"
        aria-labelledby="stores-map-title"
        aria-describedby="stores-map-description"
        data-testid="stores-map"
      >
        <desc id="stores-map-description">{texts.description}</desc>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: outlines and names of countries, nothing focusable; the description says what they show */}
        <g aria-hidden="true">
          {COUNTRIES.map((country) => (
            <path key={country.code} className={styles.country} d={outlinePath(frame, country.outline)} />
          ))}
          {COUNTRIES.map((country) => {
            const at = project(frame, country.label);
            return (
              <text key={country.code} className={styles.countryName} x={at.x} y={at.y} textAnchor="middle">
                {texts.countries[country.code]}
              </text>
            );
          })}
        </g>
        {pins.map((pin) => {
          const left = labelsLeft(pin, pins);
          const marker = (
            <>
              <title>{pin.label}</title>
              <circle className={styles.pin} cx={pin.at.x} cy={pin.at.y} r={7} />
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; the link's label already names the town */}
              <text
                className={styles.pinName}
                x={pin.at.x + (left ? -12 : 12)}
                y={pin.at.y + 5}
                textAnchor={left ? 'end' : 'start'}
                aria-hidden="true"
              >
                {pin.store.town.name}
              </text>
            </>
          );
          return pin.href ? (
            <a
              key={pin.store.id}
              href={pin.href}
              aria-label={pin.label}
              className={styles.pinLink}
              data-testid="map-pin"
              data-store-id={pin.store.id}
            >
              {marker}
            </a>
          ) : (
            <g key={pin.store.id} data-testid="map-pin" data-store-id={pin.store.id}>
              {marker}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
