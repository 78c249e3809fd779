import '@testing-library/jest-dom';
// jsdom has no IndexedDB, where the app keeps answers not yet sent; this one keeps it in memory.
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { configure } from '@testing-library/react';
import { carregarPartes } from '../../src/i18n/i18n';

// A wait ends as soon as what it waits for is on screen; the ceiling only matters on a busy
// machine, and most for a file's first page, whose modules are compiled on first import (in a
// clean checkout, with no transform cache, that was seen to take over five seconds).
configure({ asyncUtilTimeout: 15_000 });

// IndexedDB copies values with structuredClone, which jsdom does not expose.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

// jsdom's Blob cannot hand over its bytes as a promise, as every browser's does.
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const leitor = new FileReader();
    leitor.onload = () => resolve(leitor.result as ArrayBuffer);
    leitor.onerror = () => reject(leitor.error);
    leitor.readAsArrayBuffer(this);
  });
};

// jsdom has no layout engine: scrolling and resizing are no-ops and no media query matches (a narrow screen).
window.scrollTo = () => {};
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView = () => {};
// jsdom cannot draw: its getContext only reports that and gives null, as a browser without a canvas would.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

beforeEach(() => {
  localStorage.clear();
  globalThis.indexedDB = new IDBFactory();
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'pt-BR';
});

declare global {
  /** Set by a test file that checks what the first catalog alone draws. */
  var somenteCatalogoInicial: boolean | undefined;
}

// Screens rendered on their own skip the route table, which brings the other catalogs; which
// screen may draw which catalog's texts is checked on the imports (catalogoDoEscritorio.test.ts).
beforeAll(() => (globalThis.somenteCatalogoInicial ? undefined : carregarPartes('resto', 'escritorio')));
