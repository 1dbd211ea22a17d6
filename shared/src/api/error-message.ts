import { AxiosError } from 'axios';
import { ContractError } from './client';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const UNREADABLE_REPLY_MESSAGE = 'The server sent a reply we could not read. Please try again.';
export const SLOW_SERVER_MESSAGE = 'The server is taking too long to answer. Please try again.';
export const UNREACHABLE_SERVER_MESSAGE = 'The server cannot be reached. Check your connection and try again.';

/** The message a user should see for a failed call: the server's own words when it sent some. */
export function errorMessages(error: unknown): string[] {
  // The details of a reply that broke the contract are logged where it was parsed, not shown.
  if (error instanceof ContractError) return [UNREADABLE_REPLY_MESSAGE];
  if (error instanceof AxiosError) {
    const data = error.response?.data as { message?: unknown; errors?: unknown } | undefined;
    if (data && Array.isArray(data.errors)) {
      const messages = data.errors
        .map((entry) => (entry && typeof entry === 'object' && 'message' in entry ? String(entry.message) : ''))
        .filter(Boolean);
      if (messages.length) return messages;
    }
    if (data && typeof data.message === 'string' && data.message) return [data.message];
    if (!error.response) {
      return [
        error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT
          ? SLOW_SERVER_MESSAGE
          : UNREACHABLE_SERVER_MESSAGE,
      ];
    }
  }
  return [GENERIC_ERROR_MESSAGE];
}
