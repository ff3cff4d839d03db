import { LOCALES } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import { localeEnum } from './enums';

describe('locale enum', () => {
  it('lists exactly the locales of @stride/i18n', () => {
    expect([...localeEnum.enumValues].sort()).toEqual([...LOCALES].sort());
  });
});
