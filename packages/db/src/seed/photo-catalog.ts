import type { photos } from '../schema';
import type { Colors, Shape, View } from './draw';

export type PhotoSpec =
  | { kind: 'product'; shape: Shape; view: View; colors: Colors }
  | { kind: 'scene'; colors: Colors; seed: number }
  | { kind: 'placeholder' };

export interface PhotoEntry {
  id: number;
  path: string;
  spec: PhotoSpec;
}

/** Seed photos carry a fixed update time so the data stays deterministic (2025-01-01T00:00:00Z). */
const SEED_PHOTO_TIME = 1_735_689_600;

/** Distinct generated images; callers asking for the same drawing get the same photo row. */
export class PhotoCatalog {
  private readonly byKey = new Map<string, PhotoEntry>();
  readonly rows: (typeof photos.$inferInsert)[] = [];
  readonly entries: PhotoEntry[] = [];

  constructor(private readonly maxDistinct = 400) {}

  get size(): number {
    return this.entries.length;
  }

  product(shape: Shape, view: View, colorKey: string, colors: Colors, title: string): number {
    return this.add(`products/${shape}-${colorKey}-${view}.jpg`, { kind: 'product', shape, view, colors }, title, '');
  }

  scene(key: string, colors: Colors, seed: number, title: string): number {
    return this.add(`blog/${key}.jpg`, { kind: 'scene', colors, seed }, title, '');
  }

  placeholder(): number {
    return this.add('placeholder.jpg', { kind: 'placeholder' }, 'Stride', '');
  }

  private add(path: string, spec: PhotoSpec, title: string, description: string): number {
    const existing = this.byKey.get(path);
    if (existing) return existing.id;
    if (this.entries.length >= this.maxDistinct) {
      // Over the cap, reuse an earlier drawing of the same kind rather than rendering another file.
      const reuse = this.entries.find((entry) => entry.spec.kind === spec.kind) ?? this.entries[0];
      if (reuse) return reuse.id;
    }
    const id = this.entries.length + 1;
    const entry = { id, path, spec };
    this.byKey.set(path, entry);
    this.entries.push(entry);
    this.rows.push({ id, path, updateTime: SEED_PHOTO_TIME, title, description, width: 1600, height: 1200 });
    return id;
  }
}
