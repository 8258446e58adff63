// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { DesignSystemBridge } from '../../../src/app/design-system-bridge';
import { createQueryClient } from '../../../src/app/query-client';
import { CaptchaField } from '../../../src/features/auth/captcha/captcha-field';
import {
  CaptchaServiceProvider,
  type CaptchaProvider,
} from '../../../src/features/auth/captcha/captcha-provider';
import { LOCAL_CAPTCHA_TOKEN } from '../../../src/features/auth/captcha/local-captcha-widget';
import { useCaptchaRequired } from '../../../src/features/auth/captcha/use-captcha-required';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

let i18nInstance: i18n;
let mock: Awaited<ReturnType<typeof createMockServer>>;

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  i18nInstance = await initI18n('pt');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(async () => {
  mock.context.settings.profile = 'ufx';
  configureApi({ tokens: memoryTokenStorage(), language: () => 'pt' });
  await i18nInstance.changeLanguage('pt');
});
afterEach(() => cleanup());

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18nInstance}>
      <DesignSystemBridge>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>
  );
}

/** A form holding the token, with a button that asks for a fresh check. */
function Harness({ onToken, error }: { onToken: (token: string | null) => void; error?: string }) {
  const [resetKey, setResetKey] = useState(0);
  return (
    <>
      <CaptchaField onTokenChange={onToken} errorMessage={error} resetKey={resetKey} />
      <button type="button" onClick={() => setResetKey((n) => n + 1)}>
        reset
      </button>
    </>
  );
}

describe('CaptchaField (activity 1120)', () => {
  it('the local check is a labelled checkbox that answers the demo token from the keyboard', async () => {
    const onToken = vi.fn();
    render(<Harness onToken={onToken} />, { wrapper: Providers });
    expect(screen.getByRole('group', { name: 'Verificação de segurança' })).toBeVisible();
    const check = screen.getByRole('checkbox', { name: 'Não sou um robô' });
    await userEvent.setup().tab();
    expect(check).toHaveFocus();
    await userEvent.setup().keyboard(' ');
    expect(onToken).toHaveBeenLastCalledWith(LOCAL_CAPTCHA_TOKEN);
    expect(LOCAL_CAPTCHA_TOKEN).toBe('captcha-ok');
    await userEvent.setup().keyboard(' ');
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('shows its error next to it and marks the check invalid', () => {
    render(<Harness onToken={() => undefined} error="Faça a verificação do Captcha!" />, {
      wrapper: Providers,
    });
    const check = screen.getByRole('checkbox', { name: 'Não sou um robô' });
    expect(check).toHaveAttribute('aria-invalid', 'true');
    expect(check).toHaveAccessibleDescription('Faça a verificação do Captcha!');
  });

  it('a new resetKey clears the check and the token', async () => {
    const onToken = vi.fn();
    render(<Harness onToken={onToken} />, { wrapper: Providers });
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Não sou um robô' }));
    expect(onToken).toHaveBeenLastCalledWith('captcha-ok');
    await userEvent.setup().click(screen.getByRole('button', { name: 'reset' }));
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked();
  });

  it('translates with the interface language', async () => {
    await i18nInstance.changeLanguage('en');
    render(<Harness onToken={() => undefined} />, { wrapper: Providers });
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeVisible();
  });

  it('a deployment plugs another service in through CaptchaServiceProvider', async () => {
    const service: CaptchaProvider = {
      id: 'test-service',
      Widget: ({ onTokenChange }) => (
        <button type="button" onClick={() => onTokenChange('service-token')}>
          verify with the service
        </button>
      ),
    };
    const onToken = vi.fn();
    render(
      <CaptchaServiceProvider provider={service}>
        <Harness onToken={onToken} />
      </CaptchaServiceProvider>,
      { wrapper: Providers },
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'verify with the service' }));
    expect(onToken).toHaveBeenLastCalledWith('service-token');
  });
});

describe('useCaptchaRequired', () => {
  it('is false where the public client lacks activity 1120 (ufx)', async () => {
    const { result } = renderHook(
      () => ({
        required: useCaptchaRequired(),
        loaded: useQuery(publicConfigQueries.functionalities()).isSuccess,
      }),
      { wrapper: Providers },
    );
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.required).toBe(false);
  });

  it('is true where activity 1120 is permitted (ify)', async () => {
    mock.context.settings.profile = 'ify';
    const { result } = renderHook(() => useCaptchaRequired(), { wrapper: Providers });
    await waitFor(() => expect(result.current).toBe(true));
  });
});
