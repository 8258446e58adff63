/// <reference types="vite/client" />
/// <reference types="msw/vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_PUBLIC_CLIENT_ID?: string;
  readonly VITE_PUBLIC_CLIENT_SECRET?: string;
  /** 'true' in development and the demo build: the app starts the in-browser mock backend. */
  readonly VITE_USE_MOCK: string;
  /** Script of the sign-language (Libras) widget; the accessibility bar offers the switch only when set. */
  readonly VITE_SIGN_LANGUAGE_WIDGET_URL?: string;
  /**
   * Hosts the app may send a patron to when the server names them, per flow (comma-separated,
   * `*.domain` for subdomains; unset: this site only): SAML/OIDC identity providers, their
   * logout, e-book providers and publisher bases. src/lib/urls/destinations.ts.
   */
  readonly VITE_SIGN_IN_HOSTS?: string;
  readonly VITE_LOGOUT_HOSTS?: string;
  readonly VITE_EBOOK_HOSTS?: string;
  /** Build-time only (deploy/security-headers.ts): image hosts besides this site (covers). */
  readonly VITE_IMAGE_HOSTS?: string;
  /** Build-time only: where browsers post CSP violation reports (`report-to`). */
  readonly VITE_CSP_REPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
