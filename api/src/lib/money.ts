/** Taka to whole poisha (two decimals), as every bill line is kept. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;
