import { describe, expect, it } from 'vitest';
import { designSystemScheme } from '../../../src/app/design-system-bridge';
import { selfServiceUrl } from '../../../src/app/shell/accessibility-bar/self-service';
import { injectSignLanguageWidget } from '../../../src/app/shell/sign-language/sign-language-widget';
import { institution } from './render-shell';

describe('selfServiceUrl', () => {
  it('leaves out unset parameters and falls back to the interface language', () => {
    const url = new URL(selfServiceUrl(institution, { showAuto: true }, 'es'));
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
