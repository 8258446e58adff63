import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientInfoOf } from '../../../src/features/links/client-info';

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsungTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

describe('browser, device and system of a user agent (access statistics)', () => {
  it.each([
    [agents.chromeWindows, { browser: 'Chrome 124', device: 'desktop', os: 'Windows' }],
    [agents.edgeWindows, { browser: 'Edge 124', device: 'desktop', os: 'Windows' }],
    [agents.firefoxLinux, { browser: 'Firefox 125', device: 'desktop', os: 'Linux' }],
    [agents.safariIphone, { browser: 'Safari 17', device: 'mobile', os: 'iOS' }],
    [agents.safariMac, { browser: 'Safari 17', device: 'desktop', os: 'macOS' }],
    [agents.chromeAndroidPhone, { browser: 'Chrome 124', device: 'mobile', os: 'Android' }],
    [agents.samsungTablet, { browser: 'Samsung Internet 24', device: 'tablet', os: 'Android' }],
    [agents.ipad, { browser: 'Safari 17', device: 'tablet', os: 'iOS' }],
    ['', { browser: 'Other', device: 'desktop', os: 'Other' }],
  ])('%s', (agent, expected) => {
    expect(clientInfoOf(agent)).toEqual(expected);
  });

  it('always answers what the contract accepts: non-empty, at most 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (agent) => {
        const info = clientInfoOf(agent);
        for (const value of [info.browser, info.device, info.os]) {
          expect(value.length).toBeGreaterThan(0);
          expect(value.length).toBeLessThanOrEqual(100);
        }
        expect(['desktop', 'mobile', 'tablet']).toContain(info.device);
      }),
    );
  });

  it('reads a very long version number without passing the limit', () => {
    const info = clientInfoOf(`Firefox/${'9'.repeat(300)}`);
    expect(info.browser.startsWith('Firefox 9')).toBe(true);
    expect(info.browser).toHaveLength(100);
  });
});
