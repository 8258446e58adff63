// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactAriaStyles } from '../../../deploy/fixed-styles';

// The installed react-aria's own sources, where its <style> texts are written.
const require = createRequire(import.meta.url);
const dist = path.dirname(require.resolve('react-aria/package.json'));
const source = (file: string) => readFileSync(path.join(dist, 'dist/private', file), 'utf8');

describe('the fixed styles the policy allows by hash', () => {
  it("are react-aria's usePress style, word for word", () => {
    const text = source('interactions/usePress.mjs');
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(text)?.[1];
    const template = /style\.textContent = `\n([\s\S]*?)\n {4}`\.trim\(\)/.exec(text)?.[1];
    expect(template?.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute ?? '')).toBe(
      reactAriaStyles.pressable,
    );
  });

  it("are react-aria's usePreventScroll style, word for word", () => {
    const text = source('overlays/usePreventScroll.mjs');
    const template = /style\.textContent = `\n([\s\S]*?)`\.trim\(\)/.exec(text)?.[1];
    expect(template).toBe(reactAriaStyles.preventScroll);
  });
});
