/** The app imports the demo on demand, so importing it must do nothing by itself. */

it('takes over no request just by being imported', async () => {
  const native = window.XMLHttpRequest;
  const { startDemoServer } = await import('#mirage/startDemoServer');
  expect(window.XMLHttpRequest).toBe(native);
  const server = startDemoServer({ environment: 'test' });
  expect(window.XMLHttpRequest).not.toBe(native);
  server.shutdown();
  expect(window.XMLHttpRequest).toBe(native);
});

it('keeps the demo client free of Mirage and faker', async () => {
  jest.resetModules();
  jest.doMock('miragejs', () => {
    throw new Error('the demo client loaded Mirage');
  });
  jest.doMock('@faker-js/faker', () => {
    throw new Error('the demo client loaded faker');
  });
  await expect(import('#mirage/demoClient')).resolves.toHaveProperty('demoClient');
});
