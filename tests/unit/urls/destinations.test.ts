import { describe, expect, it } from 'vitest';
import {
  checkDestination,
  hostListed,
  parseHostList,
  type HostAllowlist,
} from '../../../src/lib/urls/destinations';

const origin = 'https://catalogue.example.org';
const hosts: HostAllowlist = {
  signIn: ['idp.example.org'],
  logout: ['idp.example.org', 'sso.example.net'],
  ebook: ['*.publisher.example.com'],
};
const check = (raw: string | null, flow: keyof HostAllowlist) =>
  checkDestination(raw, flow, { origin, hosts });

describe('checkDestination: where the server may send a patron mid-flow', () => {
  it('follows paths and addresses of this site as they are', () => {
    expect(check('/oauth-response?code=1', 'signIn')).toEqual({
      ok: true,
      href: `${origin}/oauth-response?code=1`,
    });
    expect(check(`${origin}/saml-response`, 'logout')).toMatchObject({ ok: true });
  });

  it('follows a host the institution listed for that flow', () => {
    expect(check('https://idp.example.org/sso?SAMLRequest=x', 'signIn')).toMatchObject({
      ok: true,
    });
    expect(check('https://idp.example.org/logout', 'logout')).toMatchObject({ ok: true });
    expect(check('https://books.publisher.example.com/r/1', 'ebook')).toMatchObject({ ok: true });
  });

  it.each([
    // Protocol-relative and backslash forms are other hosts, as the browser reads them.
    ['//evil.example/login', 'evil.example'],
    ['/\\evil.example/login', 'evil.example'],
    ['\\\\evil.example/login', 'evil.example'],
    ['https://evil.example/saml', 'evil.example'],
    // Listed for another flow only.
    ['https://sso.example.net/start', 'sso.example.net'],
    // Look-alikes of a listed name.
    ['https://idp.example.org.evil.example/', 'idp.example.org.evil.example'],
    ['https://idp.example.org@evil.example/', 'evil.example'],
    // A listed host over plain http could be rewritten on the way.
    ['http://idp.example.org/sso', 'idp.example.org'],
  ])('refuses %j during sign-in and names the host', (raw, host) => {
    expect(check(raw, 'signIn')).toEqual({ ok: false, reason: 'unlisted', host });
  });

  it('refuses what is not an address to follow at all', () => {
    for (const raw of ['javascript:alert(1)', 'data:text/html,x', '', null]) {
      expect(check(raw, 'signIn')).toEqual({ ok: false, reason: 'unsafe' });
    }
  });

  it('allows only this site when the institution listed nothing', () => {
    const none = { origin, hosts: { signIn: [], logout: [], ebook: [] } };
    expect(checkDestination('https://idp.example.org/', 'signIn', none)).toMatchObject({
      ok: false,
    });
    expect(checkDestination('/login', 'signIn', none)).toMatchObject({ ok: true });
  });
});

describe('host lists', () => {
  it('read comma-separated names and subdomain patterns', () => {
    expect(parseHostList(' IdP.Example.org, *.publisher.example.com ,,')).toEqual([
      'idp.example.org',
      '*.publisher.example.com',
    ]);
    expect(parseHostList(undefined)).toEqual([]);
  });

  it('match a subdomain pattern on a label boundary only, not the bare domain', () => {
    const list = ['*.example.com'];
    expect(hostListed('a.example.com', list)).toBe(true);
    expect(hostListed('example.com', list)).toBe(false);
    expect(hostListed('evilexample.com', list)).toBe(false);
  });
});
