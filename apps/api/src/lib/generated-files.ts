import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { finished, pipeline as pipelineAsync } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * Documents generated from the database into files (the product feeds, the sitemap files): built
 * once per key and generation, kept on disk, served from there with validators. What the feeds
 * (decision 26) and the sitemaps (decision 25) share, so both keep their files by the same rules.
 */

/** A built file: where its bytes are, and what a conditional request is compared with. */
export type GeneratedFile = {
  path: string;
  /** The document's length (what a client that is sent it uncompressed receives). */
  bytes: number;
  /** The file's length on disk: `bytes`, or the gzipped length when stored gzipped. */
  storedBytes: number;
  gzipped: boolean;
  /**
   * A strong validator of the document: the SHA-256 of its bytes, so equal documents (in any process,
   * after any rebuild) have equal tags.
   */
  etag: string;
  /** When it was built, to the second (HTTP dates have no finer unit). */
  lastModified: Date;
};

export type GeneratedFilesOptions = {
  /** Where the files go (created on first build). */
  directory: string;
  /** Ends every file's name, after `{key}-{random}`. */
  extension: string;
  /**
   * Store the document gzipped: a client that takes gzip (every crawler) is sent the file as it is,
   * with no compression per request; the rare one that does not gets it gunzipped as it streams.
   */
  gzip: boolean;
};

type Entry = { generation: string; file: Promise<GeneratedFile> };

/** A key becomes part of a file's name: only letters, digits and dashes, so it can name no other path. */
const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/**
 * Files under one directory, one per key (say, a format and shop) and generation (say, the catalog
 * version and day): a request at the generation already built gets that file; another generation
 * builds a new file (requests arriving meanwhile share that build, so concurrent first requests
 * build once) and the old one is removed once the new one stands (a download under way keeps its
 * open file). A document of 50,000 products is megabytes to hundreds of megabytes, so it goes to
 * disk as it is written and is streamed from there: the process holds only the chunk being written.
 * Each api process keeps its own files (named at random, removed when superseded or when the app
 * closes), so processes never read each other's half-written file, and the same bytes give the same
 * ETag in all of them. A file is written under a temporary name and renamed when complete, so the
 * directory never shows a partial file under a file's name.
 */
export class GeneratedFiles {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: GeneratedFilesOptions) {}

  get(key: string, generation: string, write: () => AsyncIterable<string>): Promise<GeneratedFile> {
    if (!SAFE_KEY.test(key)) throw new Error(`generated file key ${JSON.stringify(key)} cannot name a file`);
    const known = this.entries.get(key);
    if (known && known.generation === generation) return known.file;
    const file = this.build(key, write);
    this.entries.set(key, { generation, file });
    file.then(
      () => {
        // The file before it goes once the new one stands (a download under way keeps its open file).
        if (known)
          void known.file.then(
            (old) => rm(old.path, { force: true }),
            () => {},
          );
      },
      () => {
        // A failed build is not kept: the next request tries again.
        if (this.entries.get(key)?.file === file) {
          if (known) this.entries.set(key, known);
          else this.entries.delete(key);
        }
      },
    );
    return file;
  }

  /** Removes every file this instance wrote. */
  async close(): Promise<void> {
    const files = [...this.entries.values()].map((entry) => entry.file);
    this.entries.clear();
    await Promise.all(
      files.map((file) =>
        file.then(
          (built) => rm(built.path, { force: true }),
          () => {},
        ),
      ),
    );
  }

  private async build(key: string, write: () => AsyncIterable<string>): Promise<GeneratedFile> {
    await mkdir(this.options.directory, { recursive: true });
    const path = join(this.options.directory, `${key}-${randomUUID()}${this.options.extension}`);
    const partial = `${path}.part`;
    const out = createWriteStream(partial);
    const gzip = this.options.gzip ? createGzip() : undefined;
    const sink = gzip ?? out;
    const stored = gzip ? pipelineAsync(gzip, out) : finished(out);
    // Observed at once: a disk error while the next chunk is being read must not go unhandled.
    stored.catch(() => {});
    const hash = createHash('sha256');
    let bytes = 0;
    try {
      // Opened before anything can fail, so the removal below cannot run ahead of the file's creation.
      await once(out, 'open');
      for await (const chunk of write()) {
        if (chunk === '') continue;
        hash.update(chunk);
        bytes += Buffer.byteLength(chunk);
        // Backpressure: the next chunk is read only once the disk (or gzip) has taken this one.
        if (!sink.write(chunk)) await Promise.race([once(sink, 'drain'), stored]);
      }
      sink.end();
      await stored;
      await rename(partial, path);
    } catch (error) {
      sink.destroy();
      out.destroy();
      await rm(partial, { force: true });
      throw error;
    }
    const { size } = await stat(path);
    return {
      path,
      bytes,
      storedBytes: size,
      gzipped: gzip !== undefined,
      etag: `"${hash.digest('base64url')}"`,
      lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
    };
  }
}

/**
 * The current file with its handle open: a newer build removes the file it replaces, so one found
 * just before that is asked for again (the open file itself stays readable to the end).
 */
async function openCurrent(
  current: () => Promise<GeneratedFile>,
): Promise<{ file: GeneratedFile; handle: FileHandle }> {
  for (let attempt = 1; ; attempt++) {
    const file = await current();
    try {
      return { file, handle: await open(file.path) };
    } catch (error) {
      const gone = error instanceof Error && 'code' in error && error.code === 'ENOENT';
      if (!gone || attempt === 3) throw error;
    }
  }
}

/** What a conditional request is compared with: the representation's own validators. */
export type Validators = { etag: string; lastModified: Date };

/** A representation to answer with and, unless the asker's copy is current, its bytes. */
export type FileDownload = Validators & {
  /** `gzip` when the body is the gzipped file as stored. */
  contentEncoding: 'gzip' | null;
  /** The body's length in bytes. */
  length: number;
  body: Readable | null;
};

/**
 * A gzipped representation is another representation (RFC 9110 §8.8.3: a strong validator
 * changes with the content coding), so its tag is the document's with `-gzip` added, as Apache does.
 * Derived from the document's hash rather than the compressed bytes', so it is equal in every
 * process whatever its zlib.
 */
const gzipTag = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/**
 * The current file as an answer: gzipped as stored for a client that takes gzip, else the document
 * itself (gunzipped as it streams when stored gzipped). `fresh` says whether the asker already holds
 * that representation (a conditional request): then there is no body, and the file opened for it is
 * closed again.
 */
export async function downloadOf(
  current: () => Promise<GeneratedFile>,
  request: { acceptsGzip: boolean; fresh: (validators: Validators) => boolean },
): Promise<FileDownload> {
  const { file, handle } = await openCurrent(current);
  const asStored = !file.gzipped || request.acceptsGzip;
  const sendsGzip = file.gzipped && asStored;
  const validators = { etag: sendsGzip ? gzipTag(file.etag) : file.etag, lastModified: file.lastModified };
  const contentEncoding = sendsGzip ? 'gzip' : null;
  const length = asStored ? file.storedBytes : file.bytes;
  if (request.fresh(validators)) {
    await handle.close();
    return { ...validators, contentEncoding, length, body: null };
  }
  const stream = handle.createReadStream();
  if (asStored) return { ...validators, contentEncoding, length, body: stream };
  // A failed read destroys the gunzip stream too, so the answer ends as broken, never as a short document.
  return { ...validators, contentEncoding, length, body: pipeline(stream, createGunzip(), () => {}) };
}
