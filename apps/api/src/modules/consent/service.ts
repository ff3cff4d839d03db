import type { ConsentRecordRequest } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { RequestContext } from '../../context';
import { insertConsentRecord } from './queries';

/**
 * Records a visitor's cookie choice as they made it (issue 16 §3): the purposes, the version of the
 * banner's text and the random id their cookie carries. The choice itself lives in the visitor's
 * cookie; this row is the shop's proof of what was agreed, and when.
 */
export async function recordConsent(
  database: DatabaseHandle,
  ctx: RequestContext,
  choice: ConsentRecordRequest,
): Promise<void> {
  await insertConsentRecord(database.db, {
    webInstanceId: ctx.webInstanceId,
    consentId: choice.consentId,
    analytics: choice.analytics,
    marketing: choice.marketing,
    textVersion: choice.textVersion,
  });
}
