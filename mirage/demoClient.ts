import axios, { isAxiosError } from 'axios';

/**
 * The demo screens' HTTP client: a failed call rejects with the response's data, or with
 * 'Wrong Services' when there is no response to read. Unlike the app's client it sends no token: the demo
 * server answers in the browser.
 */
export const demoClient = axios.create();

demoClient.interceptors.response.use(undefined, (error: unknown) => {
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  return Promise.reject(data || 'Wrong Services');
});
