/** Descriptions are clamped at 130 characters until 'Read more' is chosen. */
export const DESCRIPTION_CLAMP = 130;

export function clampText(text: string, max: number): { text: string; clamped: boolean } {
  if (text.length <= max) return { text, clamped: false };
  return { text: `${text.slice(0, max).trimEnd()}…`, clamped: true };
}
