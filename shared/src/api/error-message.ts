import { AxiosError } from 'axios';
import { ContractError } from './client';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The message a user should see for a failed call: the server's own words when it sent some. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ContractError) return [error.message];
  if (error instanceof AxiosError) {
    const data = error.response?.data as { message?: unknown; errors?: unknown } | undefined;
    if (data && Array.isArray(data.errors)) {
      const messages = data.errors
        .map((entry) => (entry && typeof entry === 'object' && 'message' in entry ? String(entry.message) : ''))
        .filter(Boolean);
      if (messages.length) return messages;
    }
    if (data && typeof data.message === 'string' && data.message) return [data.message];
    if (!error.response) return ['The server cannot be reached. Check your connection and try again.'];
  }
  return [GENERIC_ERROR_MESSAGE];
}
