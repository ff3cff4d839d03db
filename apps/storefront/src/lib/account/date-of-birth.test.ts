import { describe, expect, it } from 'vitest';
import { dateOfBirthText, isoDateOfBirth } from './date-of-birth';

describe('the date of birth', () => {
  it('is shown as DD.MM.YYYY', () => {
    expect(dateOfBirthText('1990-05-07')).toBe('07.05.1990');
    expect(dateOfBirthText(null)).toBe('');
  });

  it('is sent as YYYY-MM-DD, however the day and month were typed', () => {
    expect(isoDateOfBirth('07.05.1990')).toBe('1990-05-07');
    expect(isoDateOfBirth('7.5.1990')).toBe('1990-05-07');
    expect(isoDateOfBirth(' 7. 5. 1990 ')).toBe('1990-05-07');
  });

  it('is blank when nothing was typed, and no date when it is not DD.MM.YYYY', () => {
    expect(isoDateOfBirth('  ')).toBe('');
    expect(isoDateOfBirth('1990-05-07')).toBeNull();
    expect(isoDateOfBirth('7/5/1990')).toBeNull();
    expect(isoDateOfBirth('07.05.90')).toBeNull();
  });
});
