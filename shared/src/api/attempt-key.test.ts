import { AxiosError, AxiosHeaders } from 'axios';
import { attemptKey, IDEMPOTENCY_HEADER } from './attempt-key';

const answered = (status: number) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    data: {},
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('attemptKey', () => {
  test('a double tap joins the first request; the next attempt after the answer has another key', async () => {
    const attempt = attemptKey();
    const sent: string[] = [];
    const answers: (() => void)[] = [];
    const request = (headers: Record<string, string>) => {
      sent.push(headers[IDEMPOTENCY_HEADER] as string);
      return new Promise<string>((resolve) => answers.push(() => resolve('placed')));
    };
    const first = attempt.send(request);
    const second = attempt.send(request);
    answers.forEach((answer) => answer());
    expect(await Promise.all([first, second])).toEqual(['placed', 'placed']);
    expect(sent).toHaveLength(1);
    await attempt.send(async (headers) => {
      sent.push(headers[IDEMPOTENCY_HEADER] as string);
    });
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).not.toBe(sent[0]);
  });

  test('a request that got no answer keeps its key for the retry; a refusal ends the attempt', async () => {
    const attempt = attemptKey();
    const sent: string[] = [];
    const failing = (error: unknown) => async (headers: Record<string, string>) => {
      sent.push(headers[IDEMPOTENCY_HEADER] as string);
      throw error;
    };
    await expect(attempt.send(failing(new AxiosError('Network Error', 'ERR_NETWORK')))).rejects.toThrow();
    await expect(attempt.send(failing(answered(403)))).rejects.toThrow();
    await expect(attempt.send(failing(answered(403)))).rejects.toThrow();
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
  });
});
