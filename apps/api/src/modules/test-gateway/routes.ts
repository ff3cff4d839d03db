import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ParsedQuery, parseQueryString } from '../../lib/query-string';
import type { ModuleOptions } from '../../module-options';
import { type PayPage, payPage, unknownPayPage } from './page';
import { testTransaction } from './queries';
import {
  createTestTransaction,
  decideOnPayPage,
  type GatewayAnswer,
  pageLocale,
  returnUrlsOf,
  TEST_GATEWAY_PREFIX,
  testTransactionStatus,
  wayBack,
} from './service';

export type TestGatewayOptions = ModuleOptions & {
  /** Where the gateway posts its notifications: the shop's notification route (Comgate's portal setting). */
  notifyUrl: () => string;
};

const FORM = 'application/x-www-form-urlencoded';

const TransactionParamsSchema = z.object({ transId: z.string().min(1).max(64) });

/** A form or a query as fields; anything else as none. */
const fieldsOf = (value: unknown): ParsedQuery =>
  value !== null && typeof value === 'object' ? (value as ParsedQuery) : Object.create(null);

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

function answer(reply: FastifyReply, fields: GatewayAnswer): FastifyReply {
  return reply.type(`${FORM}; charset=utf-8`).send(new URLSearchParams(fields).toString());
}

function sendPage(reply: FastifyReply, page: PayPage, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', page.contentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/** The origin the request came to, as the client sees it (the shop's, through the storefront). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The local test gateway's routes (app.ts mounts them only without COMGATE_* settings). They stand in
 * for another party, so they are left out of the api's OpenAPI document.
 */
export const testGatewayRoutes: FastifyPluginAsyncZod<TestGatewayOptions> = async (
  app,
  { config, database, notifyUrl },
) => {
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseQueryString(String(body)));
  });
  const db = database.db;

  app.post(
    `${TEST_GATEWAY_PREFIX}/v1.0/create`,
    { config: { cache: 'personal' }, schema: { hide: true } },
    async (request, reply) =>
      answer(reply, await createTestTransaction(db, fieldsOf(request.body), originOf(request), config.domains)),
  );

  app.post(
    `${TEST_GATEWAY_PREFIX}/v1.0/status`,
    { config: { cache: 'personal' }, schema: { hide: true } },
    async (request, reply) => answer(reply, await testTransactionStatus(db, fieldsOf(request.body))),
  );

  app.get(
    `${TEST_GATEWAY_PREFIX}/pay/:transId`,
    { config: { cache: 'personal' }, schema: { hide: true, params: TransactionParamsSchema } },
    async (request, reply) => {
      const query = fieldsOf(request.query);
      const transaction = await testTransaction(db, request.params.transId);
      if (!transaction) return sendPage(reply, unknownPayPage(pageLocale(text(query.lang), '')), 404);
      const locale = pageLocale(text(query.lang), transaction.currency);
      return sendPage(reply, payPage(transaction, locale, returnUrlsOf(query, config.domains), text(query.lang)));
    },
  );

  app.post(
    `${TEST_GATEWAY_PREFIX}/pay/:transId`,
    { config: { cache: 'personal' }, schema: { hide: true, params: TransactionParamsSchema } },
    async (request, reply) => {
      const form = fieldsOf(request.body);
      const lang = text(form.lang);
      const choice = form.action === 'pay' ? 'PAID' : form.action === 'cancel' ? 'CANCELLED' : null;
      const known = await testTransaction(db, request.params.transId);
      if (!known) return sendPage(reply, unknownPayPage(pageLocale(lang, '')), 404);
      const transaction = choice
        ? ((await decideOnPayPage(db, known.transactionId, choice, notifyUrl, request.log)) ?? known)
        : known;
      const urls = returnUrlsOf(form, config.domains);
      const back = transaction.status === 'PENDING' ? null : wayBack(transaction, urls);
      if (back) return reply.redirect(back, 303);
      return sendPage(reply, payPage(transaction, pageLocale(lang, transaction.currency), urls, lang));
    },
  );
};
