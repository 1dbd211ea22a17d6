import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_URL, OPERATOR_TOKEN, partEnv } from './parts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

export interface NpmRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the repository's npm scripts as a team or an operator would, against the test site
 * and its registry; resolves with the exit code, also when the script fails.
 */
export async function runNpmScript(args: string[], env: Record<string, string> = {}): Promise<NpmRun> {
  try {
    const { stdout, stderr } = await run('npm', args, {
      cwd: ROOT,
      env: {
        ...process.env,
        ...partEnv(),
        REGISTRY_URL: `${API_URL}/registry`,
        REGISTRY_OPERATOR_TOKEN: OPERATOR_TOKEN,
        ...env,
      },
      maxBuffer: 20 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
