import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, UnavailableError, upstreamErrorResponses } from '../../errors';
import { parseQueryString } from '../../lib/query-string';
import type { ModuleOptions } from '../../module-options';
import { ComgateError } from './comgate-client';
import { COMGATE_NOTIFY_PATH, confirmPayment, PAYMENT_RETURN_PATH, type PaymentDeps } from './service';

const TAGS = ['payments'];
const FORM = 'application/x-www-form-urlencoded';

/** The gateway's transaction id as Comgate writes it (`AB12-CD34-EF56`): letters, digits and dashes. */
const TransactionIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);

/**
 * A path on the site the buyer is on (the thank-you page with its token): one slash, then printable
 * ASCII without backslashes, so the redirect can lead nowhere else and its Location is a valid header.
 */
const SameSitePathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[!-[\]-~]*$/);

/**
 * The gateway's side of card payments: its notification, and the buyer's way back from its payment
 * page. Both only say which transaction to ask about; the status call says what became of it.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  // Comgate posts its notification as a form; the parser is registered here, for these routes only.
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseQueryString(String(body)));
  });
  const depsOf = (log: PaymentDeps['log']): PaymentDeps => ({
    gateway: app.cardGateway,
    log,
    nudgeMail: () => app.mailOutbox.nudge(),
  });
  const confirm = (log: PaymentDeps['log'], transactionId: string) =>
    confirmPayment(database, depsOf(log), transactionId);

  app.post(
    COMGATE_NOTIFY_PATH,
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary:
          'The card gateway’s notification (a form, as Comgate posts it): only its transId is read, the status call decides; answers code=0&message=OK',
        consumes: [FORM],
        body: z.object({ transId: TransactionIdSchema }),
        response: upstreamErrorResponses,
      },
    },
    async (request, reply) => {
      try {
        await confirm(request.log, request.body.transId);
      } catch (error) {
        if (!(error instanceof ComgateError)) throw error;
        // No answer from the status call: nothing changed. Anything but a 200 makes the gateway repeat
        // its notification later.
        request.log.warn(
          { err: error, transactionId: request.body.transId },
          'card gateway: notification not confirmed',
        );
        throw new UnavailableError([{ field: null, key: 'payment_gateway_unavailable' }]);
      }
      // What Comgate expects of a notification it need not repeat: an HTTP 200 (the body in its own form).
      // The typed reply takes only the documented error shapes; this answer is text.
      return (reply as FastifyReply).type(FORM).send('code=0&message=OK');
    },
  );

  app.get(
    PAYMENT_RETURN_PATH,
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary:
          'Where the card gateway sends the buyer back (its transaction id in `id`): applies the status call’s answer and redirects (303) to `to`, the thank-you page',
        querystring: z.object({
          id: TransactionIdSchema,
          refId: z.string().max(64).optional(),
          to: SameSitePathSchema,
        }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      try {
        await confirm(request.log, request.query.id);
      } catch (error) {
        if (!(error instanceof ComgateError)) throw error;
        // The thank-you page shows the payment as waiting; the notification or a reload settles it.
        request.log.warn({ err: error, transactionId: request.query.id }, 'card gateway: return not confirmed');
      }
      return reply.redirect(request.query.to, 303);
    },
  );
};
