import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Command = [file: string, ...args: string[]];

/** server/main.ts alone, as `npm start` runs it once the SPA is built. */
export const MAIN: Command = [process.execPath, '--import', 'tsx', 'server/main.ts'];
/** The whole `npm start`: the SPA's build when needed, then the server, under npm and a shell. */
export const NPM_START: Command = ['npm', 'start'];

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves once the process has printed `text`; throws if it ends first or takes longer than `timeoutMs` (10 s). */
  waitFor: (text: string | RegExp, timeoutMs?: number) => Promise<void>;
}

interface StartOptions {
  command?: Command;
  timeoutMs?: number;
  /**
   * Where the server writes its log instead of a pipe to this process. A benchmark's load runs
   * in this process: reading thousands of log lines a second here would slow the load, not the server.
   */
  logFile?: string;
}

/** Starts the server with its own environment (port, data folder, database) and waits until it answers. */
export async function startServer(env: Record<string, string>, { command = MAIN, timeoutMs = 60_000, logFile }: StartOptions = {}): Promise<ServerProcess> {
  const [file, ...args] = command;
  const log = logFile === undefined ? null : openSync(logFile, 'a');
  const child = spawn(file, args, {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', log ?? 'pipe', log ?? 'pipe'],
    // Its own process group, so that a failed start can end npm, its shell and the server at once.
    detached: true,
  });
  if (log !== null) closeSync(log);
  let piped = '';
  child.stdout?.on('data', (chunk: Buffer) => (piped += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (piped += chunk.toString()));
  const output = () => (logFile === undefined ? piped : readFileSync(logFile, 'utf8'));
  const waitFor = async (text: string | RegExp, waitMs = 10_000) => {
    const deadline = Date.now() + waitMs;
    while (typeof text === 'string' ? !output().includes(text) : !text.test(output())) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`o servidor não mostrou ${text}:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  try {
    await waitFor('Acesso de demonstração', timeoutMs);
  } catch (error) {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    throw error;
  }
  return { child, output, waitFor };
}

/** Asks for a graceful stop, as a process manager does, and answers the exit code. */
export function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
