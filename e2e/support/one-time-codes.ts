import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { partEnv } from './parts';

/** What a one-time code is for (the API's `CodePurpose`). */
export type CodePurpose = 'login' | 'verify_phone' | 'reset_password';

/**
 * The latest code the API sent to the identity (a phone in E.164, or an email) for the purpose: its
 * development inbox, CODE_SINK_FILE, read as a customer reads an SMS.
 */
function latestCode(identity: string, purpose: CodePurpose): string | null {
  const file = partEnv().CODE_SINK_FILE;
  if (!file || !existsSync(file)) return null;
  const codes = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { identity: string; purpose: string; code: string })
    .filter((entry) => entry.identity === identity && entry.purpose === purpose);
  return codes.at(-1)?.code ?? null;
}

/** Waits for the code the API sent to the identity for the purpose. */
export async function codeSentTo(identity: string, purpose: CodePurpose): Promise<string> {
  await expect.poll(() => latestCode(identity, purpose)).toMatch(/^\d{6}$/);
  return latestCode(identity, purpose)!;
}

/** A 6-digit code that is not `code`. */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
