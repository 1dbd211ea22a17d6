/**
 * Runs one autocannon load in a process of its own and prints its result as JSON: large bodies and
 * cut connections stall the loop they run on, which in the bench's process is the one timing the
 * reads. `tsx bench/load-process.ts <spec.json>`, the spec written by `runLoadApart`.
 */
import fs from 'node:fs';
import autocannon, { type Options, type Request } from 'autocannon';

/**
 * A request of the load. Its body is made anew for each request, in turn across all connections
 * (each connection runs the list from its start, so a fixed body would be sent by all at once):
 * the next of `bodies64` (base64: JSON has no bytes), or `template` with `{{seq}}` as a running
 * 8-digit number and `{{guest}}` as the next of `guests`.
 */
export type SpecRequest = Omit<Request, 'body' | 'setupRequest'> & {
  bodies64?: string[];
  template?: string;
  guests?: number[];
};
export type LoadSpec = Omit<Options, 'requests'> & { requests: SpecRequest[] };

/** Written before the figures once the load is sending. */
export const LOAD_STARTED = 'started\n';

let seq = 0;

function fromSpec({ bodies64, template, guests = [], ...request }: SpecRequest): Request {
  const bodies = bodies64?.map((body) => Buffer.from(body, 'base64'));
  const bodyOf = (n: number): string | Buffer | undefined =>
    bodies
      ? bodies[n % bodies.length]
      : template
          ?.replaceAll('{{seq}}', String(10_000_000 + (n % 90_000_000)).slice(-8))
          .replaceAll('{{guest}}', String(guests[n % Math.max(1, guests.length)] ?? 0));
  return {
    ...request,
    setupRequest: (req) => {
      seq += 1;
      return { ...req, body: bodyOf(seq) };
    },
  };
}

async function main(): Promise<void> {
  const spec = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as LoadSpec;
  const requests = spec.requests.map(fromSpec);
  const running = autocannon({ ...spec, requests });
  process.stdout.write(LOAD_STARTED);
  process.stdout.write(JSON.stringify(await running));
}

// Run as a script only: api-bench.ts imports its types and marker.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
