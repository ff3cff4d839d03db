/**
 * Simplified outlines of Czechia, Slovakia and Hungary for the contact page's own map (decision 20):
 * a handful of real border points each, [longitude, latitude] in WGS 84 degrees, clockwise from the
 * west. Enough to recognise the three countries at a few hundred pixels; not a survey. The shared
 * borders are written once so the neighbours meet without gaps.
 */
export type LonLat = readonly [longitude: number, latitude: number];

/** Czechia–Slovakia, from the Austrian tripoint (Morava–Thaya) north-east to the Polish tripoint. */
const CZECH_SLOVAK_BORDER: readonly LonLat[] = [
  [16.94, 48.62],
  [17.2, 48.87],
  [17.65, 48.85],
  [18.1, 49.07],
  [18.38, 49.33],
  [18.85, 49.52],
];

/** Slovakia–Hungary, from the Austrian tripoint near Bratislava east along the Danube and Ipeľ. */
const SLOVAK_HUNGARIAN_BORDER: readonly LonLat[] = [
  [17.16, 48.01],
  [17.8, 47.75],
  [18.72, 47.79],
  [18.94, 48.06],
  [19.63, 48.23],
  [20.3, 48.26],
  [20.8, 48.57],
  [21.6, 48.5],
  [22.15, 48.41],
];

export const CZECHIA: readonly LonLat[] = [
  [12.09, 50.32],
  [12.95, 50.48],
  [14.31, 51.05],
  [14.82, 50.87],
  [15.02, 51.02],
  [16.0, 50.6],
  [16.45, 50.4],
  [16.9, 50.22],
  [17.7, 50.32],
  [18.6, 49.92],
  ...[...CZECH_SLOVAK_BORDER].reverse(),
  [16.1, 48.75],
  [15.0, 48.97],
  [14.7, 48.58],
  [13.82, 48.77],
  [12.65, 49.43],
  [12.4, 49.97],
];

export const SLOVAKIA: readonly LonLat[] = [
  ...CZECH_SLOVAK_BORDER,
  [19.47, 49.6],
  [19.88, 49.2],
  [20.9, 49.37],
  [21.6, 49.43],
  [22.57, 49.08],
  ...[...SLOVAK_HUNGARIAN_BORDER].reverse(),
  [17.06, 48.1],
];

export const HUNGARY: readonly LonLat[] = [
  ...SLOVAK_HUNGARIAN_BORDER,
  [22.9, 47.95],
  [22.0, 47.6],
  [21.65, 46.95],
  [21.2, 46.4],
  [20.26, 46.12],
  [18.9, 45.93],
  [17.6, 45.95],
  [16.6, 46.48],
  [16.11, 46.87],
  [16.45, 47.6],
  [17.05, 48.0],
];
