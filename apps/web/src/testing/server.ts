import { setupServer } from 'msw/node';

/** The API's base URL in component tests (the configuration's apiUrl), so that every request URL is absolute. */
export const API = 'http://api.test';

/** The mocked API: a test adds its handlers with `server.use(...)`; a request without a handler fails the test. */
export const server = setupServer();
