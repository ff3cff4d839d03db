import type { LonLat } from './country-outlines';

/**
 * The contact page's map projection: equirectangular, with longitudes shortened by the cosine of the
 * area's middle latitude so that the three countries keep their shape (at 48.4° N a degree of
 * longitude is two thirds of a degree of latitude). North is up; x grows east, y grows south.
 */
export type MapFrame = {
  /** West, east, south and north edges in degrees. */
  west: number;
  east: number;
  south: number;
  north: number;
  /** Width of the drawing in SVG units; the height follows from the area's shape. */
  width: number;
};

/** Czechia, Slovakia and Hungary with a small margin. */
export const STORES_MAP_FRAME: MapFrame = { west: 11.8, east: 23.1, south: 45.6, north: 51.2, width: 600 };

export type Point = { x: number; y: number };

function scaleOf(frame: MapFrame): { k: number; shrink: number } {
  const shrink = Math.cos((((frame.north + frame.south) / 2) * Math.PI) / 180);
  return { k: frame.width / ((frame.east - frame.west) * shrink), shrink };
}

/** The drawing's height in SVG units. */
export function frameHeight(frame: MapFrame): number {
  return (frame.north - frame.south) * scaleOf(frame).k;
}

/** Where a WGS 84 position lands in the drawing, rounded to a tenth of a unit. */
export function project(frame: MapFrame, [longitude, latitude]: LonLat): Point {
  const { k, shrink } = scaleOf(frame);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round((longitude - frame.west) * shrink * k), y: round((frame.north - latitude) * k) };
}

/** An outline as an SVG path (`M x y L x y … Z`). */
export function outlinePath(frame: MapFrame, outline: readonly LonLat[]): string {
  return `${outline
    .map((position, index) => {
      const { x, y } = project(frame, position);
      return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ')} Z`;
}
