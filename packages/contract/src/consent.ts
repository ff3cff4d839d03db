import { z } from 'zod';

/** The optional purposes of the cookie banner (issue 16 §3); the necessary cookies need no choice. */
export const ConsentPurposesSchema = z.object({ analytics: z.boolean(), marketing: z.boolean() });
export type ConsentPurposes = z.infer<typeof ConsentPurposesSchema>;

/**
 * POST /api/lib/v1/consent: records a change of a visitor's choice (the time is the server's): the
 * purposes, the version of the banner text they saw (@stride/rules' CONSENT_TEXT_VERSION) and the
 * random id their consent cookie carries.
 */
export const ConsentRecordRequestSchema = ConsentPurposesSchema.extend({
  consentId: z.uuid(),
  textVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a banner text version is a date (YYYY-MM-DD)'),
}).strict();
export type ConsentRecordRequest = z.infer<typeof ConsentRecordRequestSchema>;
export const ConsentRecordResponseSchema = z.object({ success: z.literal(true) });
