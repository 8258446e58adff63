import type { Decorator, Preview } from '@storybook/react-vite';
import {
  applyDisplaySettings,
  colorSchemes,
  DesignSystemProvider,
  type ColorScheme,
  type DisplaySettings,
  type Zoom,
} from '../design-system';
import { localeFor, storyMessages } from '../stories/design-system/messages';
import { axeColourRules, axeRunOptions } from '../tests/axe-rules';

type Language = keyof typeof storyMessages;

function settingsFrom(globals: Record<string, unknown>): Required<DisplaySettings> {
  return {
    scheme: (globals.scheme as ColorScheme) ?? 'normal',
    zoom: Number(globals.zoom ?? 0) as Zoom,
    bold: globals.bold === 'on',
  };
}

const withDesignSystem: Decorator = (Story, { globals }) => {
  const settings = settingsFrom(globals);
  const language = (globals.language as Language) ?? 'en';
  return (
    <DesignSystemProvider
      {...settings}
      locale={localeFor[language]}
      messages={storyMessages[language]}
    >
      <Story />
    </DesignSystemProvider>
  );
};

/** True in `vitest --project storybook` and the Storybook test widget, not while browsing. */
const isTestRun = typeof import.meta.env.VITEST_STORYBOOK === 'string';

/**
 * The a11y addon checks each story under the scheme it rendered with (normal in tests). This hook
 * then switches <html> to each of the four other colour schemes in turn, with the story still in
 * its post-play state (open dialogs, menus and toasts included), and runs axe's colour rules
 * again: a violation in any scheme fails the test.
 */
const checkOtherSchemes: NonNullable<Preview['afterEach']> = async ({ parameters, globals }) => {
  const a11y = parameters.a11y as
    { test?: string; disable?: boolean; config?: object; options?: object } | undefined;
  if (parameters.checkAllSchemes === false) return;
  if (!isTestRun || a11y?.disable || a11y?.test === 'off' || a11y?.test === 'todo') return;
  const axe = (await import('axe-core')).default;
  const settings = settingsFrom(globals);
  const root = document.documentElement;
  // Transitions would let axe read colours half way between two themes.
  const freeze = document.createElement('style');
  freeze.textContent =
    '*,*::before,*::after{transition:none!important;animation-play-state:paused!important}';
  document.head.append(freeze);
  const failures: string[] = [];
  // As the addon does: stories are not pages, so no landmark rule (`region`); a rule a story
  // switches off in its config must be switched off in the run options too, where the tags
  // would otherwise turn it back on.
  const configRules = [
    { id: 'region', enabled: false },
    ...((a11y?.config as { rules?: { id: string; enabled?: boolean }[] })?.rules ?? []),
  ];
  // The other schemes restyle the same markup: only the colour rules can answer differently
  // (tests/axe-rules.ts), less any the story switches off.
  const options = (a11y?.options ?? {}) as { rules?: Record<string, { enabled: boolean }> };
  const switchedOff = new Set([
    ...configRules.filter((rule) => rule.enabled === false).map((rule) => rule.id),
    ...Object.entries(options.rules ?? {})
      .filter(([, rule]) => !rule.enabled)
      .map(([id]) => id),
  ]);
  const colourRules = axeColourRules.filter((id) => !switchedOff.has(id));
  if (colourRules.length === 0) return;
  const runOptions = {
    runOnly: { type: 'rule' as const, values: colourRules },
    resultTypes: ['violations' as const],
  };
  try {
    for (const scheme of colorSchemes.filter((s) => s !== settings.scheme)) {
      applyDisplaySettings(root, { ...settings, scheme });
      axe.reset();
      axe.configure({ ...(a11y?.config ?? {}), rules: configRules });
      const result = await axe.run(
        {
          include: [document.body],
          exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
        },
        runOptions,
      );
      for (const violation of result.violations) {
        const targets = violation.nodes.map((n) => n.target.join(' ')).join(', ');
        failures.push(`[${scheme}] ${violation.id}: ${violation.help} -> ${targets}`);
      }
    }
  } finally {
    applyDisplaySettings(root, settings);
    freeze.remove();
  }
  if (failures.length > 0)
    throw new Error(`Accessibility violations in other colour schemes:\n${failures.join('\n')}`);
};

const preview: Preview = {
  decorators: [withDesignSystem],
  afterEach: checkOtherSchemes,
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The same tags and rules as the e2e checks (tests/axe-rules.ts): WCAG 2.0/2.1/2.2 A and AA,
    // best practices and label in name.
    a11y: { test: 'error', options: axeRunOptions() },
  },
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'normal', title: 'Normal' },
          { value: 'dark', title: 'Dark' },
          { value: 'inverted', title: 'Inverted colours' },
          { value: 'greyscale', title: 'Greyscale' },
          { value: 'highContrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
    zoom: {
      description: 'Zoom (root font size)',
      toolbar: {
        title: 'Zoom',
        icon: 'zoom',
        items: ['0', '20', '40', '60', '80', '100'].map((z) => ({ value: z, title: `+${z} %` })),
        dynamicTitle: true,
      },
    },
    bold: {
      description: 'Bold text',
      toolbar: {
        title: 'Bold',
        icon: 'bold',
        items: [
          { value: 'off', title: 'Regular text' },
          { value: 'on', title: 'Bold text' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the design-system messages and locale formats',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'pt', title: 'Português' },
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: 'normal', zoom: '0', bold: 'off', language: 'en' },
};

export default preview;
