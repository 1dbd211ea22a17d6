/**
 * The suite's ports. Each Playwright worker tests a copy of the site of its own (its own API and
 * database, so its own customers, carts, clock and registry): worker n's parts listen at
 * base + STACK_STRIDE × n, the base being PORT_OFFSET=200 unless set (shell 3200, API 4200, remotes
 * 3201–3204; the second worker's shell 3300), so `npm test` runs while `npm start` serves on the
 * default ports. Imported before the repository's tools, which read PORT_OFFSET once; the processes
 * a worker starts inherit its PORT_OFFSET.
 */
export const SUITE_PORT_OFFSET = '200';
export const STACK_STRIDE = 100;

// The runner keeps the base for its workers: each of them inherits the runner's environment.
process.env.E2E_PORT_OFFSET ??= process.env.PORT_OFFSET ?? SUITE_PORT_OFFSET;
export const BASE_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET);

/** The port offset of the copy of the site that worker `index` (TEST_PARALLEL_INDEX) tests. */
export const stackOffset = (index: number) => BASE_PORT_OFFSET + STACK_STRIDE * index;

process.env.PORT_OFFSET = String(stackOffset(Number(process.env.TEST_PARALLEL_INDEX ?? 0)));
