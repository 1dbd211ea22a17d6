// The browsers the suite runs in (tools/chromium.mjs): the headless shell, and the whole Chromium
// where the shell falls short.
// @ts-expect-error: a plain ESM module of the repository's tools, without type declarations
import { CHROMIUM_ARGS as ARGS, FULL_CHROMIUM_PATH as FULL, HEADLESS_SHELL_PATH } from '../../tools/chromium.mjs';

export const CHROMIUM_PATH = HEADLESS_SHELL_PATH as string;
export const FULL_CHROMIUM_PATH = FULL as string;
export const CHROMIUM_ARGS = ARGS as string[];
