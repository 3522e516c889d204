// A GL object namespace: names handed out by glGen*, objects created on first bind, and deletion.
// Name 0 is never handed out.
export class NameSpace<T> {
  private readonly objects = new Map<number, T | null>();
  private next = 1;

  /** n unused names, reserved (glGen*). */
  generate(n: number): number[] {
    const names: number[] = [];
    while (names.length < n) {
      while (this.objects.has(this.next)) this.next++;
      this.objects.set(this.next, null);
      names.push(this.next++);
    }
    return names;
  }

  /** Whether `name` was generated or bound and not deleted. */
  has(name: number): boolean {
    return this.objects.has(name);
  }

  /** The object of `name`, or undefined when it has none yet. */
  get(name: number): T | undefined {
    return this.objects.get(name) ?? undefined;
  }

  set(name: number, object: T): void {
    this.objects.set(name, object);
  }

  delete(name: number): void {
    this.objects.delete(name);
    if (name < this.next) this.next = Math.max(1, name);
  }

  values(): T[] {
    return [...this.objects.values()].filter((o): o is T => o !== null);
  }
}
