import { spawn } from 'node:child_process';

/**
 * Runs `command` in its own process (so the load it makes does not share the server's event loop) and parses
 * the JSON it prints; a non-zero exit rejects with the end of what it wrote to stderr.
 */
export function runJson<T>(name: string, command: string, args: string[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${name} exited with ${code}: ${err.slice(-400)}`));
      try {
        resolve(JSON.parse(out) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
