import { errorCodes } from './helpers';

export interface Reply {
  status: number;
  body: unknown;
}

/** The messages of an error reply, in order. */
export const messages = (body: unknown): string[] =>
  ((body as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);

/** Expectations on a GET of the API (`get(url, moduleId)`): a 422 naming exactly `fields`, or a 200. */
export function queryChecks(get: (url: string, moduleId?: string) => Promise<Reply>) {
  return {
    async expect422(url: string, fields: string[], moduleId = '1'): Promise<Reply> {
      const res = await get(url, moduleId);
      expect(res.status).toBe(422);
      expect(errorCodes(res.body)).toEqual(fields);
      return res;
    },
    async expect200(url: string, moduleId = '1'): Promise<Reply> {
      const res = await get(url, moduleId);
      expect(res.status).toBe(200);
      return res;
    },
  };
}
