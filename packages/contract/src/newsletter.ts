import { z } from 'zod';

/** POST /api/lib/v1/newsletter — the footer's signup. Idempotent: subscribing twice is fine. */
export const NewsletterSignupSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) });
export const NewsletterSignupResponseSchema = z.object({ success: z.literal(true) });
export type NewsletterSignup = z.input<typeof NewsletterSignupSchema>;
export type NewsletterSignupResponse = z.infer<typeof NewsletterSignupResponseSchema>;
