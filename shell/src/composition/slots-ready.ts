let markReady: () => void = () => undefined;

/**
 * Settles once the shell's layout has committed, so the parts' slots exist. Composition starts
 * before that (the registry and a part's scripts load while the shell renders); a part is handed to
 * single-spa to mount only after it.
 */
export const slotsReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the shell's layout when it first commits. */
export const markSlotsReady = () => markReady();
