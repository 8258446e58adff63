import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../src/api/errors';
import { titleTabOfMatches } from '../../../src/config/paths';
import { recordFailureStatus } from '../../../src/app/server-render/server-api';

describe('the status of a page whose record failed (the server)', () => {
  it('is 404 when the API answered about the record: unknown, malformed or refused', () => {
    for (const status of [400, 403, 404, 410, 422])
      expect(recordFailureStatus(new ApiError(status, undefined)), String(status)).toBe(404);
  });

  it('is 503 when the API itself failed or asked to be tried again', () => {
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(recordFailureStatus(new ApiError(status, undefined)), String(status)).toBe(503);
    expect(recordFailureStatus(new NetworkError())).toBe(503);
    expect(recordFailureStatus(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      503,
    );
    expect(recordFailureStatus(undefined)).toBe(503);
  });
});

describe('the title tab of the matched routes', () => {
  it('is named by the deepest route handle (data router) or loader data (framework mode)', () => {
    expect(titleTabOfMatches([{ handle: undefined }, { handle: { titleTab: 'marc' } }])).toBe(
      'marc',
    );
    expect(
      titleTabOfMatches([
        { handle: undefined, loaderData: { queries: {} } },
        { handle: { titleKey: 'pages.title' }, loaderData: { titleTab: 'exemplares' } },
      ]),
    ).toBe('exemplares');
    expect(
      titleTabOfMatches([{ handle: { titleKey: 'pages.title' }, loaderData: { queries: {} } }]),
    ).toBeUndefined();
  });
});
