// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { notificationQueue } from '../../../src/lib/notifications/notifications';
import { leaveAppFor, openInNewTab } from '../../../src/lib/urls/leave-app';

/** Addresses a hostile or broken server could send where the app expects a link. */
const hostile = [
  'javascript:alert(document.domain)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.org/1234',
  '',
  null,
];

let assign: ReturnType<typeof vi.fn>;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const toast of notificationQueue.queue.visibleToasts) notificationQueue.close(toast.key);
});

function stubLocation() {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: 'https://catalogue.example', assign });
}
const toasts = () =>
  notificationQueue.queue.visibleToasts.map((toast) =>
    typeof toast.content.title === 'string' ? toast.content.title : '',
  );

describe('leaveAppFor: the one way out of the app', () => {
  it.each(hostile)('refuses %j, says so in the patron language and logs why', (raw) => {
    stubLocation();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(leaveAppFor(raw, 'test')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(toasts()).toContain('This link cannot be opened.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('from test'), expect.any(String));
  });

  it('follows http(s) addresses and paths of this site', () => {
    stubLocation();
    expect(leaveAppFor('https://idp.example/logout?x=1', 'test')).toBe(true);
    expect(leaveAppFor('/cesta?lng=en', 'test')).toBe(true);
    expect(assign.mock.calls).toEqual([
      ['https://idp.example/logout?x=1'],
      ['https://catalogue.example/cesta?lng=en'],
    ]);
    expect(toasts()).toEqual([]);
  });
});

describe('openInNewTab', () => {
  it('refuses a hostile address without opening anything', () => {
    stubLocation();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const open = vi.fn();
    vi.stubGlobal('open', open);
    expect(openInNewTab('javascript:alert(1)', 'test')).toBe('refused');
    expect(open).not.toHaveBeenCalled();
  });

  it('cuts the new tab from this page before sending it to the address', () => {
    stubLocation();
    const tab = { opener: {} as unknown, location: { href: 'about:blank' } };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    expect(openInNewTab('https://base.example/book', 'test')).toBe('opened');
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab).toEqual({ opener: null, location: { href: 'https://base.example/book' } });
  });

  it('keeps the opener when asked (our own provider entry) and reports a blocked tab', () => {
    stubLocation();
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    expect(openInNewTab('/ebooks/b?x=1', 'test', { keepOpener: true })).toBe('blocked');
    expect(open).toHaveBeenCalledWith('https://catalogue.example/ebooks/b?x=1', '_blank');
  });
});

describe('leaving for a flow with a host list (sign-in, logout, e-book)', () => {
  it('refuses a host the institution did not list, naming it on screen', () => {
    stubLocation();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(leaveAppFor('//evil.example/login', 'SAML login', 'signIn')).toBe(false);
    expect(leaveAppFor('/\\evil.example/login', 'SAML login', 'signIn')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(toasts()).toContain(
      'This link leads to evil.example, which the library has not approved for this step.',
    );
    expect(warn).toHaveBeenCalled();
  });

  it('follows a path of this site as before', () => {
    stubLocation();
    expect(leaveAppFor('/saml-response?SAMLResponse=x', 'SAML login', 'signIn')).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://catalogue.example/saml-response?SAMLResponse=x');
  });

  it('opens no tab for an unlisted publisher base', () => {
    stubLocation();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open');
    expect(openInNewTab('https://evil.example/base', 'publisher base', { flow: 'ebook' })).toBe(
      'refused',
    );
    expect(open).not.toHaveBeenCalled();
  });
});
