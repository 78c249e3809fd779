import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, sizeOf, type FileSize } from './bundle';

/** What a browser fetched to draw one page: its scripts and its longest chain of requests. */
export interface PageLoad {
  scripts: FileSize[];
  /** The longest chain, document first: each request waited for the one before it. */
  waterfall: string[];
}

interface Sent {
  path: string;
  sentAt: number;
  endedAt: number | null;
  isScript: boolean;
  isApi: boolean;
  /** The scripts whose code asked for it (the whole stack, async parents too), or the document or style sheet that named it. */
  askedBy: Set<string>;
  startedByCode: boolean;
  /** A stream of live changes: open as long as the page is, nothing waits for its end. */
  streams: boolean;
}

interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

interface RequestWillBeSent {
  requestId: string;
  request: { url: string };
  timestamp: number;
  type?: string;
  initiator: { type: string; url?: string; stack?: StackTrace };
}

function urlsOf(stack: StackTrace | undefined): string[] {
  return stack ? [...stack.callFrames.map((frame) => frame.url), ...urlsOf(stack.parent)] : [];
}

/**
 * Each request's parent is what it waited for last: the script or page that asked for it, or, for
 * one asked for by code, an API answer that came before it was sent — code that waits for the
 * session before asking for the page's data is one level more, though the stack names only scripts.
 */
function longestChain(requests: Map<string, Sent>, origin: string): string[] {
  const ordered = [...requests.values()].sort((a, b) => a.sentAt - b.sentAt);
  const chains = new Map<Sent, string[]>();
  for (const request of ordered) {
    const parent = ordered
      .filter(
        (before) =>
          before !== request &&
          before.endedAt !== null &&
          before.endedAt <= request.sentAt &&
          (request.askedBy.has(origin + before.path) || (request.startedByCode && before.isApi)),
      )
      .sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0))[0];
    chains.set(request, [...((parent && chains.get(parent)) ?? []), request.path]);
  }
  return [...chains.values()].reduce<string[]>((longest, chain) => (chain.length > longest.length ? chain : longest), []);
}

/** Resolves once no request has been in flight for `quietMs`. */
async function settled(page: Page, inFlight: () => number, quietMs = 1000): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (inFlight() > 0) quietSince = Date.now();
    await page.waitForTimeout(100);
  }
}

/**
 * Opens `pathname` in a fresh browser (no cache, no service worker) as a visitor, or signed in
 * with `token`, and records every request the page makes until it has drawn its heading and the
 * network has been quiet for a second.
 */
export async function loadPage(url: string, pathname: string, token?: string): Promise<PageLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (token) {
      await context.addInitScript(
        ({ origin, token }) => {
          if (location.origin === origin) localStorage.setItem('token', token);
        },
        { origin: url, token },
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, Sent>();
    cdp.on('Network.requestWillBeSent', (event: RequestWillBeSent) => {
      const address = new URL(event.request.url);
      if (address.origin !== url) return;
      requests.set(event.requestId, {
        path: address.pathname + address.search,
        sentAt: event.timestamp,
        endedAt: null,
        isScript: event.type === 'Script',
        isApi: address.pathname.startsWith('/api/'),
        askedBy: new Set([...(event.initiator.url ? [event.initiator.url] : []), ...urlsOf(event.initiator.stack)]),
        startedByCode: event.initiator.type === 'script',
        streams: false,
      });
    });
    const ended = ({ requestId, timestamp }: { requestId: string; timestamp: number }) => {
      const request = requests.get(requestId);
      if (request) request.endedAt = timestamp;
    };
    cdp.on('Network.responseReceived', ({ requestId, response }: { requestId: string; response: { mimeType: string } }) => {
      const request = requests.get(requestId);
      if (request && response.mimeType === 'text/event-stream') request.streams = true;
    });
    cdp.on('Network.loadingFinished', ended);
    cdp.on('Network.loadingFailed', ended);
    await cdp.send('Network.enable');
    await page.goto(url + pathname);
    // On a busy machine the main chunk can run longer than a quiet half second, which then comes
    // before the page's own chunks are asked for: count once the page has drawn.
    await page.locator('h1').first().waitFor();
    await settled(page, () => [...requests.values()].filter((request) => request.endedAt === null && !request.streams).length);
    return {
      scripts: [...requests.values()].filter((request) => request.isScript).map((request) => sizeOf(request.path.slice(1))),
      waterfall: longestChain(requests, url),
    };
  } finally {
    await browser.close();
  }
}
