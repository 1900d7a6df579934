/**
 * Facts derived from the catalogue at one revision, worked out once however
 * many requests ask at once: a listing's total, a category's page anchors, a
 * search word's matches in the vocabulary. The revision (moved by triggers on
 * every change, see answer-cache.ts) is part of the key, so a fact is never
 * read for another revision and every copy of the server agrees without
 * talking to the others; seeing a newer revision drops everything kept.
 *
 * A cache, not state: losing it costs a query. Bounded by count, oldest
 * first.
 */
export class RevisionMemo<T> {
  private revision = -1;
  private readonly values = new Map<string, Promise<T>>();

  constructor(private readonly size: number) {}

  get(revision: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (revision > this.revision) {
      this.revision = revision;
      this.values.clear();
    }
    // A request that read an older revision than others already saw: answer, keep nothing.
    if (revision < this.revision) return compute();
    let value = this.values.get(key);
    if (!value) {
      if (this.values.size >= this.size) this.values.delete(this.values.keys().next().value as string);
      value = compute();
      this.values.set(key, value);
      value.catch(() => {
        if (this.values.get(key) === value) this.values.delete(key);
      });
    }
    return value;
  }
}
