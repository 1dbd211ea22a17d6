// PART_OUT_DIR: a build into a folder of the caller's choosing. A production build empties its
// folder first, so it writes only into a folder that is missing, empty, or one it made itself (it
// leaves a marker file there): PART_OUT_DIR=dist, or any folder with other files, is refused.
const fs = require('node:fs');
const path = require('node:path');

/** The file a build leaves in a PART_OUT_DIR it created; deploy never publishes it. */
const OUT_DIR_MARKER = '.part-out-dir';

/** Makes `dir` ready for a build (created and marked), or throws when it holds files of someone else's. */
function claimOutDir(dir) {
  const target = path.resolve(dir);
  const entries = fs.existsSync(target) ? fs.readdirSync(target) : [];
  if (entries.length > 0 && !entries.includes(OUT_DIR_MARKER)) {
    throw new Error(
      `PART_OUT_DIR ${target} is not empty and was not made by a build: a build empties its folder, so it ` +
        'writes only into a new or empty folder (or one an earlier PART_OUT_DIR build made).',
    );
  }
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, OUT_DIR_MARKER), 'Made by a PART_OUT_DIR build; its next build may empty it.\n');
  return target;
}

module.exports = { OUT_DIR_MARKER, claimOutDir };
