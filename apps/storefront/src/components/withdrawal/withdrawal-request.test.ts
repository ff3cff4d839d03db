import { describe, expect, it } from 'vitest';
import { checkWithdrawal } from './withdrawal-request';

describe('the withdrawal form', () => {
  it('sends the order number and e-mail trimmed', () => {
    expect(checkWithdrawal({ orderNumber: ' 10000042 ', email: ' jana@example.sk ' })).toEqual({
      request: { orderNumber: '10000042', email: 'jana@example.sk' },
    });
  });

  it('names each field’s broken rule by its message key', () => {
    expect(checkWithdrawal({ orderNumber: '  ', email: 'jana@' })).toEqual({
      errors: { orderNumber: 'validation.required', email: 'validation.email' },
    });
    expect(checkWithdrawal({ orderNumber: '1'.repeat(21), email: '' })).toEqual({
      errors: { orderNumber: 'validation.tooLong', email: 'validation.required' },
    });
  });
});
