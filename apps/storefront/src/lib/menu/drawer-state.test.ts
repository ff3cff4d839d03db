import { describe, expect, it } from 'vitest';
import { DRAWER_CLOSED, type DrawerAction, type DrawerState, drawerReducer, locksScroll } from './drawer-state';

const run = (...actions: DrawerAction[]): DrawerState => actions.reduce(drawerReducer, DRAWER_CLOSED);

describe('drawerReducer', () => {
  it('opens at the top level and goes one level down and back', () => {
    expect(run({ type: 'open' })).toEqual({ phase: 'open', categoryId: null });
    expect(run({ type: 'open' }, { type: 'enter', categoryId: 7 })).toEqual({ phase: 'open', categoryId: 7 });
    expect(run({ type: 'open' }, { type: 'enter', categoryId: 7 }, { type: 'back' })).toEqual({
      phase: 'open',
      categoryId: null,
    });
  });

  it('slides out keeping its level, then empties, so reopening starts at the top', () => {
    const closing = run({ type: 'open' }, { type: 'enter', categoryId: 7 }, { type: 'close' });
    expect(closing).toEqual({ phase: 'closing', categoryId: 7 });
    expect(drawerReducer(closing, { type: 'closed' })).toEqual(DRAWER_CLOSED);
    expect(
      run({ type: 'open' }, { type: 'enter', categoryId: 7 }, { type: 'close' }, { type: 'closed' }, { type: 'open' }),
    ).toEqual({ phase: 'open', categoryId: null });
  });

  it('closes on a route change and ignores navigation while not open', () => {
    expect(run({ type: 'open' }, { type: 'route-changed' }).phase).toBe('closing');
    expect(run({ type: 'route-changed' })).toEqual(DRAWER_CLOSED);
    expect(run({ type: 'enter', categoryId: 3 })).toEqual(DRAWER_CLOSED);
    expect(run({ type: 'open' }, { type: 'close' }, { type: 'enter', categoryId: 3 }).phase).toBe('closing');
  });

  it('locks page scrolling from opening until fully closed', () => {
    expect(locksScroll(DRAWER_CLOSED)).toBe(false);
    expect(locksScroll(run({ type: 'open' }))).toBe(true);
    expect(locksScroll(run({ type: 'open' }, { type: 'close' }))).toBe(true);
    expect(locksScroll(run({ type: 'open' }, { type: 'close' }, { type: 'closed' }))).toBe(false);
  });
});
