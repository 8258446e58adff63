import { describe, expect, it, vi } from 'vitest';
import { designSystemScheme } from '../../../src/app/design-system-bridge';
import {
  openSelfService,
  selfServiceUrl,
} from '../../../src/app/shell/accessibility-bar/self-service';
import { injectSignLanguageWidget } from '../../../src/app/shell/sign-language/sign-language-widget';
import { institution } from './render-shell';

describe('selfServiceUrl', () => {
  it('leaves out unset parameters and falls back to the interface language', () => {
    const url = new URL(selfServiceUrl(institution, { showAuto: true }, 'es') ?? '');
    expect(url.origin + url.pathname).toBe(
      'https://biblioteca.ufx.example.org/autoatendimento/login',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      empresa: '7',
      idioma: '3',
      tecladoNumerico: 'false',
    });
  });
});

describe('openSelfService', () => {
  // Issue #37: a `javascript:` url_web reached window.open unchanged.
  it('opens no window for an institution address that is not http(s)', () => {
    const hostile = {
      ...institution,
      parametros: { ...institution.parametros, url_web: 'javascript:alert(document.domain)//' },
    };
    const url = selfServiceUrl(hostile, { showAuto: true }, 'pt');
    const open = vi.fn(() => null);
    const win = { open, screen: { availWidth: 800, availHeight: 600 } } as unknown as Window;
    openSelfService(url, win);
    expect(url).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the checked address in a full-screen popup cut from this page', () => {
    const open = vi.fn(() => null);
    const win = { open, screen: { availWidth: 800, availHeight: 600 } } as unknown as Window;
    openSelfService(selfServiceUrl(institution, { showAuto: true }, 'pt'), win);
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/biblioteca\.ufx\.example\.org\/autoatendimento\/login\?/),
      'autoatendimento',
      'popup,noopener,left=0,top=0,width=800,height=600',
    );
  });
});

describe('designSystemScheme', () => {
  it('darkens only the normal colours', () => {
    expect(designSystemScheme('normal', true)).toBe('dark');
    expect(designSystemScheme('normal', false)).toBe('normal');
    expect(designSystemScheme('inverted', true)).toBe('inverted');
    expect(designSystemScheme('greyscale', true)).toBe('greyscale');
    expect(designSystemScheme('highContrast', true)).toBe('highContrast');
  });
});

describe('injectSignLanguageWidget', () => {
  it('adds the widget script once', () => {
    injectSignLanguageWidget('https://widget.example.org/libras.js');
    injectSignLanguageWidget('https://widget.example.org/libras.js');
    const scripts = document.querySelectorAll('script[data-sign-language-widget]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://widget.example.org/libras.js');
    scripts[0]?.remove();
  });
});
