import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./icons.tsx', import.meta.url), 'utf8');
const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
// Every shape an icon names: `shape="phone"`, and both of the favourite's `'favourite…'`.
const shapes = [
  ...[...source.matchAll(/shape="([^"]+)"/g)].map((match) => match[1]),
  ...[...source.matchAll(/'(favourite[^']*)'/g)].map((match) => match[1]),
];

describe('the icon sprite', () => {
  it('has a symbol for every shape an icon draws, and no symbol twice', () => {
    expect(shapes.length).toBeGreaterThan(20);
    for (const shape of shapes) expect(symbolIds, shape).toContain(shape);
    expect(new Set(symbolIds).size).toBe(symbolIds.length);
  });

  it('draws in the colour of the text around it, never a fixed one', () => {
    const colours = [...sprite.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]);
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(['none', 'currentColor']).toContain(colour);
  });

  it('keeps every symbol to the icons’ 24×24 box', () => {
    for (const symbol of sprite.matchAll(/<symbol [^>]*>/g)) expect(symbol[0]).toContain('viewBox="0 0 24 24"');
  });
});
