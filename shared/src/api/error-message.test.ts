import { AxiosError, AxiosHeaders } from 'axios';
import { ContractError } from './client';
import {
  GENERIC_ERROR_MESSAGE,
  SLOW_SERVER_MESSAGE,
  UNREACHABLE_SERVER_MESSAGE,
  UNREADABLE_REPLY_MESSAGE,
  errorMessages,
} from './error-message';

const reply = (status: number, data: unknown) =>
  new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

it("shows the server's own messages when it sent some", () => {
  expect(errorMessages(reply(422, { errors: [{ code: 'email', message: 'Email is taken.' }] }))).toEqual([
    'Email is taken.',
  ]);
  expect(errorMessages(reply(403, { message: 'Not allowed.' }))).toEqual(['Not allowed.']);
});

it('a server error page without a message becomes the generic sentence', () => {
  expect(errorMessages(reply(500, '<html>Internal Server Error</html>'))).toEqual([GENERIC_ERROR_MESSAGE]);
});

it('tells a slow server from an unreachable one', () => {
  expect(errorMessages(new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED))).toEqual([
    SLOW_SERVER_MESSAGE,
  ]);
  expect(errorMessages(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toEqual([UNREACHABLE_SERVER_MESSAGE]);
});

it('a reply that broke the contract is a polite sentence, not the URL or the schema issues', () => {
  expect(errorMessages(new ContractError('/items/latest', []))).toEqual([UNREADABLE_REPLY_MESSAGE]);
});
