// What every scenario of the bench shares: its settings, the home's headers, a run and its row.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { LOAD_STARTED, type LoadSpec } from './load-process';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
export const DURATION = Number(process.env.BENCH_DURATION) || 10;
export const HOME_HEADERS = {
  moduleid: '1',
  zoneid: '[1]',
  latitude: '23.7925',
  longitude: '90.4078',
  accept: 'application/json',
};
export const page = (size: number) => `offset=1&limit=${size}&type=all`;

export interface Row {
  engine: string;
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'errors/non-2xx': number;
  /** Answers the catalogue cache gave from memory (X-Cache: hit or revalidating), of all answers. */
  'from memory %': number | '';
  /** Answers by status, when not all were 200. */
  statuses: string;
}

/** Answers by status, when not all were 200. */
const statusesOf = (r: Result) =>
  Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => code !== '200' || r.non2xx > 0)
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');

export async function run(url: string, engine: string, scenario: string, options: Omit<Options, 'url'>): Promise<Row> {
  let answers = 0;
  let hits = 0;
  const requests = options.requests?.map((request) => ({
    ...request,
    onResponse: (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
      answers += 1;
      if (headers['x-cache'] === 'hit' || headers['x-cache'] === 'revalidating') hits += 1;
    },
  }));
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options, requests });
  return {
    engine,
    scenario,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    requests: r.requests.total,
    'errors/non-2xx': r.errors + r.timeouts + r.non2xx,
    'from memory %': options.requests?.every((request) => request.method === 'GET')
      ? Math.round((1000 * hits) / Math.max(1, answers)) / 10
      : '',
    statuses: statusesOf(r),
  };
}

/**
 * A load in a process of its own (bench/load-process.ts), as a client elsewhere would send it:
 * `started` once it is sending, `finished` with its figures.
 */
export function startLoad(url: string, engine: string, scenario: string, options: Omit<LoadSpec, 'url'>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-load-'));
  const file = path.join(dir, 'spec.json');
  fs.writeFileSync(file, JSON.stringify({ url, connections: CONNECTIONS, duration: DURATION, ...options }));
  const child = spawn('npx', ['tsx', 'bench/load-process.ts', file], {
    cwd: path.join(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith(LOAD_STARTED)) markStarted();
  });
  const finished = new Promise<Row>((resolve, reject) => {
    child.once('exit', (code) => {
      fs.rmSync(dir, { recursive: true, force: true });
      markStarted();
      if (code !== 0) return reject(new Error(`the load ${scenario} exited with ${String(code)}`));
      const r = JSON.parse(out.slice(LOAD_STARTED.length)) as Result;
      resolve({
        engine,
        scenario,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        requests: r.requests.total,
        'errors/non-2xx': r.errors + r.timeouts + r.non2xx,
        'from memory %': '',
        statuses: statusesOf(r),
      });
    });
  });
  return { started, finished };
}
