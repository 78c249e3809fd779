interface FakeXhr {
  passthrough(): XMLHttpRequest;
  dispatchEvent(event: Event): boolean;
}

/**
 * pretender passes a request through to the real XMLHttpRequest but never forwards its `loadend`, the one
 * event axios waits for: the app's own API calls would hang while the demo runs (miragejs issue #1006,
 * pretender pull request #355). This forwards it for the fake XMLHttpRequest the new server installed.
 */
export function forwardLoadEnd(): void {
  const fake = window.XMLHttpRequest.prototype as unknown as Partial<FakeXhr>;
  const { passthrough } = fake;
  if (!passthrough) throw new Error('The demo server did not take over XMLHttpRequest');
  fake.passthrough = function (this: FakeXhr) {
    const native = passthrough.call(this);
    native.addEventListener('loadend', (event) => this.dispatchEvent(event));
    return native;
  };
}
