/** Whether a failed call answered 404 (or 403: another customer's order is never shown). */
export function isNotFound(error: unknown): boolean {
  const status = (error as { response?: { status?: number } } | undefined)?.response?.status;
  return status === 404 || status === 403;
}
