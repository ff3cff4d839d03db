import { consentRecords, type Executor } from '@stride/db';

export type ConsentRecordRow = {
  webInstanceId: number;
  consentId: string;
  analytics: boolean;
  marketing: boolean;
  textVersion: string;
};

/** Keeps one change of a visitor's cookie choice; the time is the database's. */
export async function insertConsentRecord(db: Executor, record: ConsentRecordRow): Promise<void> {
  await db.insert(consentRecords).values(record);
}
