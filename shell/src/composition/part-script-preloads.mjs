// The page's own part's scripts (its remote entry and first files) are listed by the shell's server
// (tools/page-preloads.mjs) inside an inert <template>, not as live preloads: fetched from the start,
// they would share a phone's narrow link with the shell's own script and hold it back. The shell puts
// them in the head once its script runs, and they download while it starts up, before it mounts the
// part.

/** The id of the page's template of part script preloads. */
export const PART_SCRIPT_PRELOADS_ID = 'part-script-preloads';

/** Starts the listed downloads: the template's preload links, moved into the head. */
export function adoptPartScriptPreloads(doc = document) {
  const template = doc.getElementById(PART_SCRIPT_PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) doc.head.append(template.content);
}
