import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { CaptchaWidgetProps } from './captcha-types';
import { LocalCaptchaWidget } from './local-captcha-widget';

/**
 * A captcha service. The app ships the local one (the mock and the demo reach no external
 * service); a deployment plugs a real one (reCAPTCHA, hCaptcha ...) in with
 * `<CaptchaServiceProvider provider={...}>` around the app, without touching the screens.
 */
export interface CaptchaProvider {
  /** A stable name, for diagnostics. */
  id: string;
  Widget: ComponentType<CaptchaWidgetProps>;
}

export const localCaptchaProvider: CaptchaProvider = { id: 'local', Widget: LocalCaptchaWidget };

const CaptchaProviderContext = createContext<CaptchaProvider>(localCaptchaProvider);

export function CaptchaServiceProvider({
  provider,
  children,
}: {
  provider: CaptchaProvider;
  children: ReactNode;
}) {
  return <CaptchaProviderContext value={provider}>{children}</CaptchaProviderContext>;
}

export const useCaptchaProvider = () => useContext(CaptchaProviderContext);
