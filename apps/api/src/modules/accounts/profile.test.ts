import { ProfileSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { itAnswersAnonymousVisitors } from '../../test-support/anonymous-read';
import { get, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

describe('GET /api/lib/v1/auth/profile', () => {
  itAnswersAnonymousVisitors(testApp, '/api/lib/v1/auth/profile', {
    expected: { isLoggedIn: false, user: null },
    // The logged-in variant is documented too, so the storefront's header knows the name it will get.
    documentedFields: ['isLoggedIn', 'user', 'firstname', 'surname', 'fullName', 'email', 'phone', 'countryId'],
  });

  it('never hands a session token to page scripts, not even an empty one', async () => {
    const response = await get(testApp().app, '/api/lib/v1/auth/profile');
    expect(JSON.stringify(response.body)).not.toMatch(/token/i);
  });

  it('lets the storefront narrow on isLoggedIn: a logged-in answer needs the whole user', () => {
    expect(ProfileSchema.safeParse({ isLoggedIn: true, user: null }).success).toBe(false);
    expect(ProfileSchema.safeParse({ isLoggedIn: false, user: null }).success).toBe(true);
  });
});
