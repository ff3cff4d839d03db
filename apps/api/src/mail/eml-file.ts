import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Keeps a composed message as an .eml file a mail program opens, named
 * `<time>-<label>.eml` (`2026-11-25T09-30-00.123Z-42.eml`): in the order they were kept, no colon
 * (which some file systems refuse). The api's file transport writes its e-mails so, and the e2e
 * stack's SMTP server what it receives, so the journeys read either the same way.
 */
export async function writeEmlFile(directory: string, label: string, eml: Buffer): Promise<string> {
  await mkdir(directory, { recursive: true });
  const name = `${new Date().toISOString().replace(/:/g, '-')}-${label}.eml`;
  // Written aside, then renamed: a reader of the folder never finds half a message.
  const partial = join(directory, `.${name}.partial`);
  await writeFile(partial, eml);
  await rename(partial, join(directory, name));
  return name;
}
