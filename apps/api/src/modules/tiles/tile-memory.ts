/**
 * The most used cached tiles' bytes in the process, by their Redis key (which names the layer's
 * data version, the tile and the stored form), least recently used first out, bounded in bytes.
 * It never decides whether a tile is cached: Redis does (a hit asks Redis whether the key exists,
 * in the round trip that checks the access epochs, LayerViewCache), so a flushed or expired
 * tile is a miss here too. It only spares moving the bytes out of Redis on every hit.
 */
export class TileMemory {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  /** The kept bytes of a key (and it becomes the most recently used), or undefined. */
  get(key: string): Buffer | undefined {
    const body = this.entries.get(key);
    if (body === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, body);
    return body;
  }

  /** Keeps a tile's bytes (nothing when it alone would pass the budget). */
  set(key: string, body: Buffer): void {
    if (body.length > this.budget) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [k, b] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(k);
      this.bytes -= b.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }
}
