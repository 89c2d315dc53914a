import { TileMemory } from './tile-memory';

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('TileMemory', () => {
  it('keeps tiles up to its budget, dropping the least recently used first', () => {
    const m = new TileMemory(100);
    m.set('a', bytes(40));
    m.set('b', bytes(40));
    expect(m.get('a')).toBeDefined(); // a is now the most recently used
    m.set('c', bytes(40)); // 120 > 100: b goes
    expect(m.get('b')).toBeUndefined();
    expect(m.get('a')).toEqual(bytes(40));
    expect(m.get('c')).toEqual(bytes(40));
    expect(m.usedBytes).toBe(80);
    expect(m.size).toBe(2);
  });

  it('replaces a key without counting it twice, keeps empty tiles, and refuses a tile larger than the budget', () => {
    const m = new TileMemory(100);
    m.set('a', bytes(30));
    m.set('a', bytes(50, 2));
    expect(m.usedBytes).toBe(50);
    expect(m.get('a')).toEqual(bytes(50, 2));
    m.set('empty', Buffer.alloc(0));
    expect(m.get('empty')).toEqual(Buffer.alloc(0));
    m.set('huge', bytes(101));
    expect(m.get('huge')).toBeUndefined();
    expect(m.usedBytes).toBe(50);
  });
});
