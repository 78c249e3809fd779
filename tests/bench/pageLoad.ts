import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, sizeOf, type FileSize } from './bundle';

/** What a browser fetched to draw one page: its scripts and its longest chain of requests, up to the page drawn. */
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
 * The phone Lighthouse's mobile run emulates (its moto g power: 412×823 CSS pixels at 1.75): a
 * page draws, and so loads, what fits that screen, which is what the page's figures are about.
 */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/** The page has drawn its heading and nothing on it says "Carregando" any more (PageSpinner, ListSkeleton, a busy table). */
export async function drawn(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label="Carregando"], [aria-busy="true"]'), undefined, { polling: 50 });
}

/**
 * Opens `pathname` in a fresh browser on a PHONE (no cache, no service worker) as a visitor, or with the
 * localStorage and IndexedDB a signed-in person's browser keeps (SignedIn), and records the requests made until
 * the page has drawn, and until those have ended: what came after (a live stream, code fetched
 * ahead of a shortcut) kept nobody waiting.
 */
export async function loadPage(url: string, pathname: string, storageState?: BrowserContextOptions['storageState']): Promise<PageLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', storageState });
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
    await drawn(page);
    const waited = new Map([...requests].filter(([, request]) => !request.streams));
    await settled(page, () => [...waited.values()].filter((request) => request.endedAt === null).length);
    return {
      scripts: [...waited.values()].filter((request) => request.isScript).map((request) => sizeOf(request.path.slice(1))),
      waterfall: longestChain(waited, url),
    };
  } finally {
    await browser.close();
  }
}
