import { describe, expect, it } from 'vitest';
import { batchLoader } from './request-loaders';

describe('batch loader', () => {
  it('answers every key asked for in one round of resolvers with one fetch', async () => {
    const fetches: string[][] = [];
    const load = batchLoader(async (keys) => {
      fetches.push(keys);
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    }, null);

    const first = await Promise.all([
      load('a'),
      load('b'),
      load('a'),
      Promise.resolve().then(() => load('c')),
    ]);
    expect(first).toEqual(['A', 'B', 'A', 'C']);
    expect(fetches).toEqual([['a', 'b', 'c']]);

    // A later round fetches again (no stale answers after a mutation), and misses get the empty value.
    expect(await Promise.all([load('a'), load('zz')])).toEqual(['A', 'ZZ']);
    const none = batchLoader(async () => new Map<string, string[]>(), []);
    expect(await none('x')).toEqual([]);
    expect(fetches).toHaveLength(2);
  });

  it('rejects every waiting key when the fetch fails', async () => {
    const load = batchLoader(async () => {
      throw new Error('database down');
    }, null);
    await expect(Promise.all([load('a'), load('b')])).rejects.toThrow('database down');
  });
});
