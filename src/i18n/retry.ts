/** At most 5 retries, waiting 350 ms and doubling each time. */
export const RETRY_LIMIT = 5;
export const RETRY_FIRST_DELAY = 350;

export async function withRetries<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let delay = RETRY_FIRST_DELAY;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= RETRY_LIMIT) throw error;
      await wait(delay);
      delay *= 2;
    }
  }
}
