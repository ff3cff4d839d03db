import { describe, expect, it } from 'vitest';
import { checkMoneyInput, parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it('reads a decimal comma or dot, grouping spaces and the currency sign, in minor units', () => {
    expect(parseMoneyInput('12,40', 'EUR')).toBe(1240);
    expect(parseMoneyInput('12.4', 'EUR')).toBe(1240);
    expect(parseMoneyInput('12', 'EUR')).toBe(1200);
    expect(parseMoneyInput(' 0,05 € ', 'EUR')).toBe(5);
    expect(parseMoneyInput('1 234,50\u00a0Kč', 'CZK')).toBe(123450);
    expect(parseMoneyInput('0', 'CZK')).toBe(0);
    expect(parseMoneyInput('15 000 Ft', 'HUF')).toBe(1500000);
    expect(parseMoneyInput('1500,00', 'HUF')).toBe(150000);
  });

  it('refuses anything that is not an amount of the currency', () => {
    for (const text of ['', ' ', 'abc', '12,345', '-5', '1e3', '12,,4', ',5', '12,4,0', '0x10', '1234567890']) {
      expect(parseMoneyInput(text, 'EUR'), text).toBeNull();
    }
    // Forints are whole.
    expect(parseMoneyInput('1500,50', 'HUF')).toBeNull();
  });
});

describe('checkMoneyInput', () => {
  const range = { min: 500, max: 1240 };

  it('gives the amount inside the range, both ends included', () => {
    expect(checkMoneyInput('5', 'EUR', range)).toEqual({ amount: 500 });
    expect(checkMoneyInput('12,40', 'EUR', range)).toEqual({ amount: 1240 });
  });

  it('says what is wrong otherwise', () => {
    expect(checkMoneyInput('4,99', 'EUR', range)).toEqual({ problem: 'tooLittle' });
    expect(checkMoneyInput('12,41', 'EUR', range)).toEqual({ problem: 'tooMuch' });
    expect(checkMoneyInput('dvanásť', 'EUR', range)).toEqual({ problem: 'invalid' });
  });
});
