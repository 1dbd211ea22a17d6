// Reading JSON stored as text (cart rows, order columns, form fields) without throwing on bad input.

/** The parsed text, or `fallback` when it is not valid JSON. */
export const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};
