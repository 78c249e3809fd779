import { createServer } from 'miragejs';
import type { DemoServer } from './demoRegistry';
import { factories, models } from './demoRegistry';
import { forwardLoadEnd } from './shared/forwardLoadEnd';
import { randomIds } from './shared/randomIds';
import { areas } from './areas';

export interface DemoServerOptions {
  /** 'development' answers after Mirage's usual 400 ms, like a network; 'test' answers at once. */
  environment?: 'development' | 'test';
}

const DEMO_PREFIX = '/api/data/';

/** Everything outside /api/data goes to the real network, whatever its host. */
function isDemoRequest(url: string): boolean {
  return new URL(url, window.location.href).pathname.startsWith(DEMO_PREFIX);
}

let running: DemoServer | undefined;

function seed(server: DemoServer): void {
  for (const area of areas) area.seed(server);
}

/**
 * Starts the demo server with freshly generated data (regenerated on each load). A server started
 * before is shut down first, so two never answer at once; everything outside /api/data passes through.
 */
export function startDemoServer({ environment = 'development' }: DemoServerOptions = {}): DemoServer {
  running?.shutdown();
  const server: DemoServer = createServer({
    environment,
    models,
    factories,
    identityManagers: { application: randomIds(), follower: randomIds('follow_'), galleryItem: randomIds('gallery_') },
    serializers: Object.assign({}, ...areas.map((area) => area.serializers)),
    seeds: seed,
    routes() {
      for (const area of areas) area.routes?.(this);
      this.passthrough((request) => !isDemoRequest(request.url));
    },
  });
  // Outside its test environment Mirage loads the factories only for `seeds`, and runs `seeds` only there.
  if (environment === 'test') seed(server);
  // Mirage ignores the `logging` given to createServer; the demo is part of the product, not a debugging aid.
  server.logging = false;
  forwardLoadEnd();
  const shutdown = server.shutdown.bind(server);
  // pretender puts back the XMLHttpRequest it found: shutting down a server already replaced (an old screen
  // cleaning up late) would unplug the running one, so only the running server really shuts down.
  server.shutdown = () => {
    if (running !== server) return;
    running = undefined;
    shutdown();
  };
  running = server;
  return server;
}
