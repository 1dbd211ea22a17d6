/**
 * The suite runs on ports of its own: PORT_OFFSET=200 unless set (shell 3200, API 4200, remotes
 * 3201–3204), so `npm test` runs while `npm start` serves on the default ports. Imported before the
 * repository's tools, which read PORT_OFFSET once; the processes the suite starts inherit it.
 */
export const SUITE_PORT_OFFSET = '200';
process.env.PORT_OFFSET ??= SUITE_PORT_OFFSET;
