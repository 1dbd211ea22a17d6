// The catalogue read while other traffic competes for what it needs: libuv's threads (password
// hashes, brotli) and the database (uploaded images).
import type { Db } from '../src/db';
import { readEnv } from '../src/lib/env';
import { accountCheckouts, prescriptionUploads, storedAttachmentBytes } from './contention-loads';
import type { LoadSpec } from './load-process';
import { HOME_HEADERS, page, run, startLoad, DURATION, type Row } from './runs';

const HASH_CONNECTIONS = Number(process.env.BENCH_HASH_CONNECTIONS) || 40;
const UPLOAD_CONNECTIONS = Number(process.env.BENCH_UPLOAD_CONNECTIONS) || 20;
/** The compressed catalogue's p99 under contention, at most this many times its quiet p99. */
const CONTENDED_P99_RATIO = 2;
/**
 * The rate of each of the two reads there (compressed and not): steady shoppers, at a fixed rate so
 * the figure is the wait for a thread and the CPU, not the queue a saturating load builds on 2
 * cores; and that of upload attempts: 25 images of 1.9 MB a second, about the rate that once grew
 * the database by 529 MB in 10 s.
 */
const CONTENDED_READ_RATE = 100;
const UPLOAD_RATE = 25;

/**
 * The catalogue read compressed (brotli, on libuv's threads, which scrypt shares) and, at the same
 * time, uncompressed: quiet, then while guests check out creating accounts, while guests upload
 * prescription images within their address's hour, and while they go on past it (429 before their
 * bodies are read). During the checkouts the compressed read must stay within CONTENDED_P99_RATIO
 * of the uncompressed one (what a starved thread pool told apart: 3.5 s against 8 ms); past the
 * upload bound within that of quiet. What accepted uploads cost is printed (the database writes
 * them as it writes orders), and what they stored must stay within the address's hour.
 */
export async function contention(
  origin: string,
  engine: string,
  db: Db,
  nextGuest: () => number,
  verdicts: [string, boolean][],
): Promise<Row[]> {
  const name = (encoding: string) => `GET stores/latest, ${encoding}, ${CONTENDED_READ_RATE}/s`;
  // Each phase reads cache keys of its own (customers a few metres apart): a reader cut off while
  // it waits for a miss, as the load generator's are when a run ends, would hold the next phase's
  // first readers of that key for the cache's wait (WAIT_FOR_OTHER_READ_MS in response-cache.ts).
  const readsAt = async (phase: number, during: string): Promise<[Row, Row]> => {
    // The two reads' keys differ too: readers of one key wait for its one computation, compressed or not.
    const read = (encoding: string, key: number) => ({
      connections: 5,
      overallRate: CONTENDED_READ_RATE,
      headers: { ...HOME_HEADERS, latitude: (23.7925 + key / 10_000).toFixed(4), 'accept-encoding': encoding },
      requests: [{ method: 'GET', path: `/api/v1/stores/latest?${page(12)}` }],
    });
    const reads = [read('br', 2 * phase), read('identity', 2 * phase + 1)];
    // Each key made once first, as a key read this often would be.
    for (const { headers, requests } of reads) {
      await (await fetch(`${origin}${requests[0]!.path}`, { headers })).arrayBuffer();
    }
    return Promise.all([
      run(origin, engine, `${name('brotli')} (${during})`, read('br', 2 * phase)),
      run(origin, engine, `${name('identity')} (${during})`, read('identity', 2 * phase + 1)),
    ]);
  };
  const [quiet, quietPlain] = await readsAt(0, 'quiet');
  const rows = [quiet, quietPlain];
  const checkouts = await accountCheckouts(db, Array.from({ length: 5000 }, nextGuest));
  const checkoutLoad = {
    connections: HASH_CONNECTIONS,
    headers: { ...HOME_HEADERS, moduleid: String(checkouts.moduleId), 'content-type': 'application/json' },
    requests: [checkouts.request],
  };
  const uploadLoad = {
    connections: UPLOAD_CONNECTIONS,
    overallRate: UPLOAD_RATE,
    requests: [await prescriptionUploads(db, Array.from({ length: 16 }, nextGuest))],
  };
  const uploadName = `POST prescription/place, 1.9 MB image, ${UPLOAD_RATE}/s (${UPLOAD_CONNECTIONS} conn)`;
  const loads: { what: string; loadName: string; load: Omit<LoadSpec, 'url'>; against: 'plain' | 'quiet' | null }[] = [
    {
      what: 'guest checkouts creating accounts',
      loadName: `POST order/place, create_new_user (${HASH_CONNECTIONS} conn)`,
      load: checkoutLoad,
      against: 'quiet',
    },
    { what: "guest uploads within the address's hour", loadName: uploadName, load: uploadLoad, against: null },
    { what: "guest uploads past the address's hour", loadName: uploadName, load: uploadLoad, against: 'quiet' },
  ];
  const storedBefore = await storedAttachmentBytes(db);
  for (const [phase, { what, loadName, load, against }] of loads.entries()) {
    // The load runs in a process of its own, from a second before the reads to past their end.
    const running = startLoad(origin, engine, loadName, { duration: DURATION + 2, ...load });
    await running.started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [loaded, plain] = await readsAt(phase + 1, `during ${what}`);
    rows.push(loaded, plain, await running.finished);
    const p99 = (row: Row) => Math.max(1, row['p99 ms']);
    const toQuiet = loaded['p99 ms'] / p99(quiet);
    const toPlain = loaded['p99 ms'] / p99(plain);
    const ratio = against === 'plain' ? toPlain : toQuiet;
    const bound =
      against === null ? '' : `; at most ${CONTENDED_P99_RATIO}x ${against === 'plain' ? 'uncompressed' : 'quiet'}`;
    const answered = [loaded, plain].every((row) => row['errors/non-2xx'] === 0 && row.requests > 0);
    verdicts.push([
      `${engine} compressed catalogue p99 during ${what}: ${loaded['p99 ms']} ms ` +
        `(${toPlain.toFixed(2)}x the uncompressed read's ${plain['p99 ms']} ms, ` +
        `${toQuiet.toFixed(2)}x quiet ${quiet['p99 ms']} ms${bound})`,
      answered && (against === null || ratio <= CONTENDED_P99_RATIO),
    ]);
  }
  const stored = (await storedAttachmentBytes(db)) - storedBefore;
  const allowed = readEnv().uploadLimits.perAddress * 1024;
  verdicts.push([
    `${engine} prescription images stored from one address: ${(stored / 2 ** 20).toFixed(1)} MB ` +
      `(its hour's bound ${(allowed / 2 ** 20).toFixed(0)} MB)`,
    stored <= allowed,
  ]);
  return rows;
}
