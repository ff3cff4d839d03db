import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailSchema,
  nameSchema,
  normalizePostalCode,
  optionalPhoneSchema,
  passwordPairSchema,
  passwordRepeatSchema,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  withPasswordRepeat,
} from './validation';
import { VALIDATION_MESSAGES } from './validation-messages';

/** The message keys a parse reports, in order (empty when valid). */
function errors(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Message keys by field path, as a form shows them. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('emailSchema', () => {
  it('accepts and trims a valid address', () => {
    expect(emailSchema.parse('  bezec@stride.sk ')).toBe('bezec@stride.sk');
    expect(errors(emailSchema, 'anna.novakova+shoes@example.co.uk')).toEqual([]);
  });

  it('requires a value', () => {
    expect(errors(emailSchema, '')).toEqual(['validation.required']);
    expect(errors(emailSchema, '   ')).toEqual(['validation.required']);
    expect(errors(emailSchema, undefined)).toEqual(['validation.required']);
  });

  it('rejects malformed addresses', () => {
    for (const value of ['bezec', 'bezec@', '@stride.sk', 'bezec@stride', 'be zec@stride.sk', 'a@@b.sk']) {
      expect(errors(emailSchema, value), value).toEqual(['validation.email']);
    }
  });

  it('rejects absurdly long input', () => {
    expect(errors(emailSchema, `${'a'.repeat(250)}@stride.sk`)).toEqual(['validation.tooLong']);
  });
});

describe('passwordSchema', () => {
  it('needs at least six characters', () => {
    expect(errors(passwordSchema, 'abc12')).toEqual(['validation.passwordMin']);
    expect(errors(passwordSchema, 'abc123')).toEqual([]);
    expect(errors(passwordSchema, '')).toEqual(['validation.required']);
  });

  it('keeps spaces as typed', () => {
    expect(passwordSchema.parse(' abc 12 ')).toBe(' abc 12 ');
  });
});

describe('password repeat', () => {
  it('passes when both match', () => {
    expect(errors(passwordPairSchema, { password: 'secret1', passwordRepeat: 'secret1' })).toEqual([]);
  });

  it('reports a mismatch on the repeat field', () => {
    expect(fieldErrors(passwordPairSchema, { password: 'secret1', passwordRepeat: 'secret2' })).toEqual({
      passwordRepeat: ['validation.passwordMismatch'],
    });
  });

  it('requires the repeat and does not call an empty one a mismatch', () => {
    expect(errors(passwordRepeatSchema, '')).toEqual(['validation.required']);
    expect(fieldErrors(passwordPairSchema, { password: 'secret1', passwordRepeat: '' })).toEqual({
      passwordRepeat: ['validation.required'],
    });
  });

  it('reports the mismatch alongside other field errors of a larger form', () => {
    const signup = withPasswordRepeat(
      z.object({ email: emailSchema, password: passwordSchema, passwordRepeat: passwordRepeatSchema }),
    );
    expect(fieldErrors(signup, { email: 'nope', password: 'abc', passwordRepeat: 'abd' })).toEqual({
      email: ['validation.email'],
      password: ['validation.passwordMin'],
      passwordRepeat: ['validation.passwordMismatch'],
    });
  });
});

describe('phoneSchema', () => {
  it('accepts 6–20 digits, plus, spaces, parentheses and hyphens', () => {
    for (const value of [
      '+421 903 123 456',
      '(+420) 603-123-456',
      '123456',
      '+36 (30) 123 4567',
      '12345678901234567890',
    ]) {
      expect(errors(phoneSchema, value), value).toEqual([]);
    }
    expect(phoneSchema.parse(' +421903123456 ')).toBe('+421903123456');
  });

  it('rejects other characters and lengths', () => {
    for (const value of [
      '12345',
      '123456789012345678901',
      '+421 903 123 45x',
      '0903/123456',
      '+421.903.123',
      '(--- --)',
    ]) {
      expect(errors(phoneSchema, value), value).toEqual(['validation.phone']);
    }
    expect(errors(phoneSchema, '')).toEqual(['validation.required']);
  });

  it('may be left empty where it is optional', () => {
    expect(optionalPhoneSchema.parse('')).toBeUndefined();
    expect(optionalPhoneSchema.parse('  ')).toBeUndefined();
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneSchema.parse('+421 903 123 456')).toBe('+421 903 123 456');
    expect(errors(optionalPhoneSchema, 'abc')).toEqual(['validation.phone']);
  });
});

describe('postalCodeSchema', () => {
  it('takes Slovak and Czech codes as five digits, with or without the space', () => {
    for (const country of ['sk', 'cz'] as const) {
      expect(postalCodeSchema(country).parse('81101')).toBe('811 01');
      expect(postalCodeSchema(country).parse(' 811 01 ')).toBe('811 01');
      for (const value of ['8110', '811 011', '81 101', 'ABC 01', '1234']) {
        expect(errors(postalCodeSchema(country), value), `${country} ${value}`).toEqual(['validation.zip']);
      }
    }
  });

  it('takes Hungarian codes as exactly four digits', () => {
    expect(postalCodeSchema('hu').parse('1051')).toBe('1051');
    for (const value of ['105', '10511', '10 51', '811 01', 'H-1051']) {
      expect(errors(postalCodeSchema('hu'), value), value).toEqual(['validation.zip']);
    }
  });

  it('requires a value', () => {
    expect(errors(postalCodeSchema('sk'), '')).toEqual(['validation.required']);
  });

  it('normalizes valid codes', () => {
    expect(normalizePostalCode('11000', 'cz')).toBe('110 00');
    expect(normalizePostalCode('110 00', 'cz')).toBe('110 00');
    expect(normalizePostalCode('1051', 'hu')).toBe('1051');
  });
});

describe('nameSchema', () => {
  it('accepts names in every alphabet of the shop', () => {
    for (const value of ['Ján', 'Ťažký', 'Řehoř', 'Őrs', 'Anna-Mária', "O'Neil", 'Nagy Ágnes', 'Al']) {
      expect(errors(nameSchema, value), value).toEqual([]);
    }
  });

  it('counts a decomposed accent as part of its letter', () => {
    expect(nameSchema.parse('Ja\u0301n')).toBe('Ján');
  });

  it('rejects digits, symbols, single letters and stray separators', () => {
    for (const value of ['J', 'Jan2', 'Jan!', '-Jan', 'Jan-', 'Jan  Novák', 'J@n']) {
      expect(errors(nameSchema, value), value).toEqual(['validation.name']);
    }
    expect(errors(nameSchema, '  ')).toEqual(['validation.required']);
    expect(errors(nameSchema, 'J4n'.repeat(40))).toEqual(['validation.tooLong']);
  });
});

describe('VALIDATION_MESSAGES', () => {
  it('names keys in the validation namespace, each once', () => {
    const keys = Object.values(VALIDATION_MESSAGES);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^validation\.[a-zA-Z]+$/);
  });
});
