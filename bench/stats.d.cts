export interface Budget {
  site: string;
  page: string;
  figure: string;
  max: number;
  label: string;
  relativeTo?: string;
}

/** 1 KB = 1024 bytes. */
export const KB: number;
/** The budgets of the pages the bench measures. */
export const BUDGETS: Budget[];
/** The median of the numbers given; null for none. */
export function median(values: readonly (number | null | undefined)[]): number | null;
