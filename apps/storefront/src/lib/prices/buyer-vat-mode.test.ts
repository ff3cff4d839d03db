import type { Profile } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { loggedIn } from '@/components/account/account.fixtures';
import { buyerVatMode } from './buyer-vat-mode';

/** The profile's company, as the api answers it (user.company.vatNumber decides). */
const user = (company: { vatNumber: string | null } | null): Profile =>
  loggedIn({ company: company && { name: 'Bežec s.r.o.', businessId: null, taxId: null, ...company } });

describe("a type-4 buyer's VAT mode", () => {
  it('is net until the profile arrives, for a visitor, and for a buyer without a company or VAT number', () => {
    expect(buyerVatMode(undefined)).toBe('net');
    expect(buyerVatMode({ isLoggedIn: false, user: null })).toBe('net');
    expect(buyerVatMode(user(null))).toBe('net');
    expect(buyerVatMode(user({ vatNumber: null }))).toBe('net');
    expect(buyerVatMode(user({ vatNumber: '  ' }))).toBe('net');
  });

  it('is gross for a company with a VAT number', () => {
    expect(buyerVatMode(user({ vatNumber: 'SK2020123456' }))).toBe('gross');
  });
});
