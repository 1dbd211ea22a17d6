/** The interest page's rules: what it saves and what it remembers. */

export const INTEREST_TITLE = 'Choose your interests';
export const INTEREST_INTRO = 'Pick the categories you like and we will show you more of them.';

/**
 * The account keeps one list of interests for every module: the module's picks replace its earlier
 * ones and the other modules' picks stay.
 */
export function mergeInterests(saved: number[], moduleCategoryIds: number[], picked: number[]): number[] {
  const kept = saved.filter((id) => !moduleCategoryIds.includes(id));
  return [...new Set([...kept, ...picked])];
}

/** Adds the module to the answered ones (saved or skipped), once. */
export function withAnsweredModule(answered: number[], moduleId: number): number[] {
  return answered.includes(moduleId) ? answered : [...answered, moduleId];
}

export function togglePick(picked: number[], id: number): number[] {
  return picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id];
}
