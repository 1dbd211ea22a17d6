/** The id of the page's template of part script preloads. */
export const PART_SCRIPT_PRELOADS_ID: string;
/** Starts the listed downloads: the template's preload links, moved into the head. */
export function adoptPartScriptPreloads(doc?: Document): void;
