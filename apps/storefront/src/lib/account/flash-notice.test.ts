import { describe, expect, it } from 'vitest';
import { leaveNotice, takeNotice } from './flash-notice';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('a notice left for the next page', () => {
  it('is shown once, on the page it was left for', () => {
    const storage = memoryStorage();
    leaveNotice('Registrácia prebehla úspešne. Vitajte!', '/ucet/profil?tab=1', storage);
    expect(takeNotice('/ucet/profil', storage)).toBe('Registrácia prebehla úspešne. Vitajte!');
    expect(takeNotice('/ucet/profil', storage)).toBeNull();
  });

  it('is dropped when the visitor lands elsewhere, so it never shows on a later page', () => {
    const storage = memoryStorage();
    leaveNotice('Registrácia prebehla úspešne. Vitajte!', '/ucet/profil', storage);
    expect(takeNotice('/kosik', storage)).toBeNull();
    expect(takeNotice('/ucet/profil', storage)).toBeNull();
  });
});
