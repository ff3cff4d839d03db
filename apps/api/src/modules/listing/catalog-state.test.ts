import { describe, expect, it } from 'vitest';
import { MERGE_HORIZON_MS, SnapshotHistory } from './catalog-state';

describe('SnapshotHistory', () => {
  it('gives the newest snapshot at least the horizon old, and none before there is one', () => {
    let now = 1_000_000;
    const history = new SnapshotHistory(() => now);
    history.record('a');
    expect(history.horizon()).toBeUndefined();
    now += 10_000;
    history.record('b');
    now += MERGE_HORIZON_MS - 10_000;
    // 'a' is exactly the horizon old, 'b' younger.
    expect(history.horizon()).toBe('a');
    now += 10_000;
    expect(history.horizon()).toBe('b');
  });

  it('remembers a snapshot at most every second, and forgets those no horizon needs', () => {
    let now = 0;
    const history = new SnapshotHistory(() => now);
    history.record('first');
    now += 500;
    history.record('too soon');
    now += MERGE_HORIZON_MS;
    expect(history.horizon()).toBe('first');
    for (let i = 0; i < 1_000; i++) {
      now += 1_000;
      history.record(`s${i}`);
    }
    // Each record keeps the entries younger than the horizon and the newest one past it.
    expect(history.horizon()).toBe(`s${1_000 - 1 - MERGE_HORIZON_MS / 1_000}`);
    expect(history.size).toBeLessThanOrEqual(MERGE_HORIZON_MS / 1_000 + 2);
  });
});
