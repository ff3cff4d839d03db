import { describe, expect, it } from 'vitest';
import { CZECHIA, HUNGARY, type LonLat, SLOVAKIA } from './country-outlines';
import { frameHeight, outlinePath, project, STORES_MAP_FRAME } from './map-projection';

// The seed's stores, from their map links (hand-copied).
const BRATISLAVA: LonLat = [17.1077, 48.1459];
const KOSICE: LonLat = [21.2577, 48.7203];
const PRAGUE: LonLat = [14.465, 50.0755];
const BUDAPEST: LonLat = [19.054, 47.4925];

/** Ray casting: whether a position lies inside an outline (an odd number of edge crossings to its east). */
function inside([lon, lat]: LonLat, outline: readonly LonLat[]): boolean {
  let crossings = 0;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [xi, yi] = outline[i] as LonLat;
    const [xj, yj] = outline[j] as LonLat;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) crossings++;
  }
  return crossings % 2 === 1;
}

describe('the stores map’s projection', () => {
  it('maps a frame on the equator without distortion (hand-checked)', () => {
    const frame = { west: 0, east: 10, south: -5, north: 5, width: 100 };
    expect(project(frame, [0, 5])).toEqual({ x: 0, y: 0 });
    expect(project(frame, [3, 2])).toEqual({ x: 30, y: 30 });
    expect(project(frame, [10, -5])).toEqual({ x: 100, y: 100 });
    expect(frameHeight(frame)).toBe(100);
    expect(
      outlinePath(frame, [
        [0, 5],
        [10, 5],
        [10, -5],
      ]),
    ).toBe('M0 0 L100 0 L100 100 Z');
  });

  it('shortens longitudes by the cosine of the middle latitude (60° N: by half)', () => {
    const frame = { west: 0, east: 20, south: 55, north: 65, width: 100 };
    // cos 60° = 0.5: 20° of longitude are 10 "degrees" wide, so 10 units a degree; 10° of latitude 100 units.
    expect(frameHeight(frame)).toBeCloseTo(100, 6);
    expect(project(frame, [10, 60])).toEqual({ x: 50, y: 50 });
  });

  it('puts Bratislava west of Košice, Prague west and north of both, Budapest south', () => {
    const [bratislava, kosice, prague, budapest] = [BRATISLAVA, KOSICE, PRAGUE, BUDAPEST].map((at) =>
      project(STORES_MAP_FRAME, at),
    ) as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
    expect(bratislava.x).toBeLessThan(kosice.x);
    expect(prague.x).toBeLessThan(bratislava.x);
    expect(prague.y).toBeLessThan(bratislava.y);
    expect(prague.y).toBeLessThan(kosice.y);
    expect(budapest.y).toBeGreaterThan(bratislava.y);
    for (const point of [bratislava, kosice, prague, budapest]) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(STORES_MAP_FRAME.width);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(frameHeight(STORES_MAP_FRAME));
    }
  });

  it('draws each store inside its own country’s outline and no other', () => {
    const cases: [LonLat, readonly LonLat[], (readonly LonLat[])[]][] = [
      [BRATISLAVA, SLOVAKIA, [CZECHIA, HUNGARY]],
      [KOSICE, SLOVAKIA, [CZECHIA, HUNGARY]],
      [PRAGUE, CZECHIA, [SLOVAKIA, HUNGARY]],
      [BUDAPEST, HUNGARY, [CZECHIA, SLOVAKIA]],
    ];
    for (const [store, own, others] of cases) {
      expect(inside(store, own), String(store)).toBe(true);
      for (const other of others) expect(inside(store, other), String(store)).toBe(false);
    }
    // Vienna is in none of them.
    for (const outline of [CZECHIA, SLOVAKIA, HUNGARY]) expect(inside([16.37, 48.21], outline)).toBe(false);
  });
});
