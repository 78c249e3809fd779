import axios from 'axios';
import type { DemoServer } from '#mirage/demoRegistry';
import { DEMO_ID_MAX, DEMO_ID_MIN } from '#mirage/shared/limits';
import { startDemoServer } from '#mirage/startDemoServer';

/** A fresh demo server for each test, answering at once; shut down after it. */
export function useDemoServer(): () => DemoServer {
  let server: DemoServer | undefined;
  beforeEach(() => {
    server = startDemoServer({ environment: 'test' });
  });
  afterEach(() => {
    server?.shutdown();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error('The demo server runs only inside a test');
    return server;
  };
}

/** The object's keys, sorted: comparing them checks the template's spelling and that nothing else is sent. */
export const keysOf = (value: object): string[] => Object.keys(value).sort();

export function expectDemoIds(ids: readonly number[]): void {
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) {
    expect(Number.isInteger(id)).toBe(true);
    expect(id).toBeGreaterThanOrEqual(DEMO_ID_MIN);
    expect(id).toBeLessThanOrEqual(DEMO_ID_MAX);
  }
}

/** The status and body of a POST, whatever the status (the demo client keeps only the body of a failure). */
export async function answerTo(path: string, body: unknown): Promise<{ status: number; data: unknown }> {
  const { status, data } = await axios.post<unknown>(path, body, { validateStatus: () => true });
  return { status, data };
}

export async function expectInternalError(path: string, body: unknown): Promise<void> {
  expect(await answerTo(path, body)).toEqual({ status: 500, data: { code: 'erro_interno', message: 'Internal server error' } });
}
