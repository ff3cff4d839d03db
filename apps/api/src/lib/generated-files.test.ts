import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadOf, type GeneratedFile, GeneratedFiles } from './generated-files';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'stride-generated-files-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** A document written in a few chunks, counting how often it was written. */
function document(text: string) {
  const counter = { builds: 0 };
  const write = async function* () {
    counter.builds += 1;
    for (const part of text.match(/.{1,5}/gs) ?? []) {
      await new Promise((resolve) => setImmediate(resolve));
      yield part;
    }
  };
  return { counter, write };
}

async function textOf(body: Readable | null): Promise<Buffer> {
  if (body === null) throw new Error('no body');
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('GeneratedFiles', () => {
  it('builds once for concurrent requests of one key and generation, and replaces the file of an older one', async () => {
    const files = new GeneratedFiles({ directory, extension: '.xml', gzip: false });
    const doc = document('<a>první</a>');
    const [one, two] = await Promise.all([files.get('k', 'v1', doc.write), files.get('k', 'v1', doc.write)]);
    expect(doc.counter.builds).toBe(1);
    expect(two).toBe(one);
    expect(await readdir(directory)).toEqual([one.path.slice(directory.length + 1)]);
    expect(one.bytes).toBe(Buffer.byteLength('<a>první</a>'));

    const next = await files.get('k', 'v2', doc.write);
    expect(doc.counter.builds).toBe(2);
    // The same bytes have the same tag, whatever build wrote them.
    expect(next.etag).toBe(one.etag);
    await expect.poll(() => readdir(directory)).toEqual([next.path.slice(directory.length + 1)]);
    await files.close();
    expect(await readdir(directory)).toEqual([]);
  });

  it('keeps no failed build: its partial file goes, and the next request tries again', async () => {
    const files = new GeneratedFiles({ directory, extension: '.xml', gzip: true });
    const failing = async function* () {
      yield 'a'.repeat(100_000);
      throw new Error('the database went away');
    };
    await expect(files.get('k', 'v1', failing)).rejects.toThrow('the database went away');
    expect(await readdir(directory)).toEqual([]);
    const doc = document('<b/>');
    await files.get('k', 'v1', doc.write);
    expect(doc.counter.builds).toBe(1);
    await files.close();
  });

  it('refuses a key that could name another path', () => {
    const files = new GeneratedFiles({ directory, extension: '.xml', gzip: false });
    expect(() => files.get('../x', 'v1', document('').write)).toThrow(/cannot name a file/);
  });

  it('sends a gzipped file as stored to a client taking gzip, gunzipped to one that does not, each with its own tag', async () => {
    const files = new GeneratedFiles({ directory, extension: '.xml.gz', gzip: true });
    const text = `<urlset>${'<url>ž</url>'.repeat(1000)}</urlset>`;
    const current = () => files.get('k', 'v1', document(text).write);
    const stale = { fresh: () => false };
    const zipped = await downloadOf(current, { ...stale, acceptsGzip: true });
    const plain = await downloadOf(current, { ...stale, acceptsGzip: false });
    const zippedBytes = await textOf(zipped.body);
    expect(zipped.contentEncoding).toBe('gzip');
    expect(zipped.length).toBe(zippedBytes.length);
    expect(zippedBytes.length).toBeLessThan(Buffer.byteLength(text) / 10);
    expect(gunzipSync(zippedBytes).toString('utf8')).toBe(text);
    expect(plain.contentEncoding).toBeNull();
    expect(plain.length).toBe(Buffer.byteLength(text));
    expect((await textOf(plain.body)).toString('utf8')).toBe(text);
    expect(zipped.etag).toMatch(/^"[\w-]{43}-gzip"$/);
    expect(zipped.etag).toBe(`${plain.etag.slice(0, -1)}-gzip"`);
    expect(zipped.lastModified).toEqual(plain.lastModified);

    const fresh = await downloadOf(current, { acceptsGzip: true, fresh: (v) => v.etag === zipped.etag });
    expect(fresh.body).toBeNull();
    await files.close();
  });

  it('asks for the current file again when a newer build removed the one it found', async () => {
    const files = new GeneratedFiles({ directory, extension: '.xml', gzip: false });
    const old = await files.get('k', 'v1', document('old').write);
    await rm(old.path);
    let asked = 0;
    const current = async (): Promise<GeneratedFile> => {
      asked += 1;
      return asked === 1 ? old : files.get('k', 'v2', document('new').write);
    };
    const download = await downloadOf(current, { acceptsGzip: false, fresh: () => false });
    expect((await textOf(download.body)).toString('utf8')).toBe('new');
    expect(asked).toBe(2);
    await files.close();
  });
});
