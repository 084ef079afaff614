const EMPTY = new Uint32Array(0);

/** Ids listed under dense integer keys 0..n-1, in two flat arrays (no object per key). */
export class IdPostings {
  constructor(
    private readonly offsets: Uint32Array,
    private readonly ids: Uint32Array,
  ) {}

  static build(lists: readonly (readonly number[])[]): IdPostings {
    const offsets = new Uint32Array(lists.length + 1);
    lists.forEach((list, key) => (offsets[key + 1] = offsets[key] + list.length));
    const ids = new Uint32Array(offsets[lists.length]);
    lists.forEach((list, key) => ids.set(list, offsets[key]));
    return new IdPostings(offsets, ids);
  }

  get(key: number): Uint32Array {
    return key + 1 < this.offsets.length
      ? this.ids.subarray(this.offsets[key], this.offsets[key + 1])
      : EMPTY;
  }
}

/** Ids listed under string keys; each key's ids are distinct and ascending if added so. */
export class KeyPostings {
  private constructor(
    private readonly slots: ReadonlyMap<string, number>,
    private readonly postings: IdPostings,
  ) {}

  static build(entries: ReadonlyMap<string, readonly number[]>): KeyPostings {
    const slots = new Map<string, number>();
    const lists: (readonly number[])[] = [];
    for (const [key, ids] of entries) {
      slots.set(key, lists.length);
      lists.push(ids);
    }
    return new KeyPostings(slots, IdPostings.build(lists));
  }

  get(key: string): Uint32Array {
    const slot = this.slots.get(key);
    return slot === undefined ? EMPTY : this.postings.get(slot);
  }
}

/** Collects ids per key while an index is built, each id once per key. */
export class PostingsCollector {
  readonly lists = new Map<string, number[]>();

  add(key: string, id: number): void {
    const list = this.lists.get(key);
    if (list === undefined) this.lists.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  }
}
