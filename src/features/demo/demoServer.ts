let starting: Promise<void> | null = null;

/**
 * Loads Mirage and faker (their own chunks, never the first page's) and starts the demo server once for the
 * visit: the screens share its data, and every request outside /api/data still reaches the API.
 */
export function startDemo(): Promise<void> {
  if (!starting) {
    const loading = import('#mirage/startDemoServer').then(({ startDemoServer }) => {
      // Tests want answers at once; the app answers after Mirage's usual 400 ms, like a network.
      startDemoServer({ environment: process.env.NODE_ENV === 'test' ? 'test' : 'development' });
    });
    // A chunk that failed to download is asked for again next time.
    loading.catch(() => {
      starting = null;
    });
    starting = loading;
  }
  return starting;
}
