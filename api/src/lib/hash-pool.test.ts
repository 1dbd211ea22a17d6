import { boundedPool, PoolBusyError } from './hash-pool';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a bounded pool', () => {
  test('of 20 tasks asked for at once, at most its bound run together', async () => {
    const pool = boundedPool(2, 5_000);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(5);
      running -= 1;
    };
    await Promise.all(Array.from({ length: 20 }, () => pool.run(task)));
    expect(most).toBe(2);
    expect(pool.peakActive).toBe(2);
    expect(pool.active).toBe(0);
    expect(pool.waiting).toBe(0);
  });

  test('a task that waited its longest is refused and never runs; the slot goes on to the next', async () => {
    const pool = boundedPool(1, 50);
    let ran = 0;
    const holding = pool.run(() => sleep(150));
    const late = pool.run(async () => {
      ran += 1;
    });
    await expect(late).rejects.toBeInstanceOf(PoolBusyError);
    await holding;
    await sleep(0);
    expect(ran).toBe(0);
    await expect(pool.run(async () => 'free again')).resolves.toBe('free again');
  });

  test('a failing task passes its error on and frees its slot', async () => {
    const pool = boundedPool(1, 1_000);
    await expect(pool.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(pool.run(async () => 1)).resolves.toBe(1);
  });
});
