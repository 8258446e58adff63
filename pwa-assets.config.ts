import { defineConfig, minimal2023Preset, type Preset } from '@vite-pwa/assets-generator/config';

/**
 * The installed app's icons, every size the platforms ask for (Android's 192 and 512 and its
 * maskable 512, Apple's touch icon, a favicon.ico), drawn from the one source image
 * public/icons/app-icon.svg. Run `npm run pwa:assets` after changing that image and commit the
 * PNGs beside it: the build only lists them (vite.config.ts), so CI needs no image library and
 * every build ships the same bytes.
 */
const brandBackground = '#0a56b0'; // design-system/tokens/palettes.ts, light `primary`.

// The source is full-bleed, so the padded platform icons are filled with its own colour rather
// than the preset's white border.
const preset: Preset = {
  ...minimal2023Preset,
  maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: brandBackground } },
  apple: { ...minimal2023Preset.apple, resizeOptions: { background: brandBackground } },
};

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset,
  images: ['public/icons/app-icon.svg'],
});
