/** Document id → new row id, for one collection. */
export class IdMap {
  private readonly ids = new Map<string, number>();
  constructor(private readonly what: string) {}
  addAll(refs: readonly string[], ids: readonly number[]) {
    refs.forEach((ref, index) => this.ids.set(ref, ids[index]!));
  }
  /** The document was validated, so a miss is a bug, not bad input. */
  get(ref: string): number {
    const id = this.ids.get(ref);
    if (id === undefined) throw new Error(`Unresolved ${this.what} reference "${ref}"`);
    return id;
  }
  maybe(ref: string | null): number | null {
    return ref === null ? null : this.get(ref);
  }
}
