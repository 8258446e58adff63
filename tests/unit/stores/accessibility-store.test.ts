import { beforeEach, describe, expect, it } from 'vitest';
import {
  accessibilityActions,
  defaultAccessibility,
  useAccessibilityStore,
} from '../../../src/stores/accessibility-store';

const state = () => useAccessibilityStore.getState();

beforeEach(() => {
  accessibilityActions.reset();
  localStorage.clear();
});

describe('accessibility settings', () => {
  it('start with no zoom, normal colours, no bold, no sign language, bar closed', () => {
    expect(state()).toMatchObject(defaultAccessibility);
    expect(defaultAccessibility).toEqual({
      zoom: 0,
      negrito: false,
      cor: 'normal',
      escuro: false,
      libras: false,
      aberta: false,
    });
  });

  it('choose zoom and colour scheme, toggle bold, dark mode, sign language and the bar', () => {
    accessibilityActions.zoomChosen(60);
    accessibilityActions.colourSchemeChosen('highContrast');
    accessibilityActions.boldToggled();
    accessibilityActions.darkModeToggled();
    accessibilityActions.signLanguageToggled();
    accessibilityActions.barToggled();
    expect(state()).toMatchObject({
      zoom: 60,
      cor: 'highContrast',
      negrito: true,
      escuro: true,
      libras: true,
      aberta: true,
    });
    accessibilityActions.boldToggled();
    expect(state().negrito).toBe(false);
  });

  it('persist between visits and reset to the defaults', () => {
    accessibilityActions.zoomChosen(100);
    expect(JSON.parse(localStorage.getItem('acessibilidade') ?? '{}')).toMatchObject({
      state: { zoom: 100 },
    });
    accessibilityActions.reset();
    expect(state()).toMatchObject(defaultAccessibility);
  });
});
