import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A built feed: where its bytes are, and what a conditional request is compared with. */
export type FeedFile = {
  path: string;
  bytes: number;
  /** A strong validator: the SHA-256 of the bytes, so equal feeds (in any process) have equal tags. */
  etag: string;
  /** When it was built, to the second (HTTP dates have no finer unit). */
  lastModified: Date;
};

type Entry = { generation: string; file: Promise<FeedFile> };

/**
 * Feeds written to files under one directory, one per key (a format and shop) and generation (the
 * catalog version): a request at the generation already built gets that file; another generation
 * builds a new file (requests arriving meanwhile share that build) and the old one goes. A feed of
 * 50,000 products is hundreds of megabytes, so it lives on disk and is streamed from there; the
 * process holds only the page being written. Each api process keeps its own files (named at random,
 * removed when superseded or when the app closes), so processes never read each other's half-written
 * feed, and the same bytes give the same ETag in all of them.
 */
export class FeedFiles {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly directory: string) {}

  get(key: string, generation: string, write: () => AsyncIterable<string>): Promise<FeedFile> {
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

  private async build(key: string, write: () => AsyncIterable<string>): Promise<FeedFile> {
    await mkdir(this.directory, { recursive: true });
    const path = join(this.directory, `${key}-${randomUUID()}.xml`);
    const out = createWriteStream(path);
    const hash = createHash('sha256');
    try {
      for await (const chunk of write()) {
        if (chunk === '') continue;
        hash.update(chunk);
        // Backpressure: the next page is read only once the disk has taken this one.
        if (!out.write(chunk)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'finish');
    } catch (error) {
      out.destroy();
      await rm(path, { force: true });
      throw error;
    }
    const { size } = await stat(path);
    const lastModified = new Date(Math.floor(Date.now() / 1000) * 1000);
    return { path, bytes: size, etag: `"${hash.digest('base64url')}"`, lastModified };
  }
}
