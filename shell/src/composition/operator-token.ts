/**
 * Where /operator keeps the operator's token: for the browser tab only, so closing it signs the
 * operator out. A preview link opened in that tab sends it along.
 */
export const OPERATOR_TOKEN_KEY = 'operator-token';

export function storedOperatorToken(): string | null {
  try {
    return sessionStorage.getItem(OPERATOR_TOKEN_KEY);
  } catch {
    return null;
  }
}
