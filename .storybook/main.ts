import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Only the design system's stories (and its introduction, which shows design-system/README.md's
  // rules): screen stories get their own glob when they exist.
  stories: [
    '../stories/design-system/Introduction.mdx',
    '../stories/design-system/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export default config;
