import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemBridge } from '../../../src/app/design-system-bridge';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import type { LanguageCode } from '../../../src/lib/i18n/languages';

/** Renders under the app's real i18n and design-system providers, as App does. */
export async function renderWithI18n(ui: ReactNode, language: LanguageCode = 'pt') {
  const i18n = await initI18n(language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <DesignSystemBridge>{ui}</DesignSystemBridge>
    </I18nextProvider>,
  );
  return { ...view, i18n };
}
