import { createContext, useContext, type ComponentType } from 'react';

/**
 * The login forms a page may show in place (spec section 2: "the login can be embedded in other
 * pages or shown as a modal"). Features may not import the auth feature, so the app shell
 * provides them here; where nothing is provided (a feature rendered alone) pages fall back to a
 * link to `/login`.
 */
export interface SignInSlot {
  /** The login form inside the page; the page updates in place once the patron is signed in. */
  Embedded: ComponentType<{ heading?: string }>;
  /** A button that opens the login modal "Acesso". */
  ModalButton: ComponentType;
}

const SignInSlotContext = createContext<SignInSlot | null>(null);

export const SignInSlotProvider = SignInSlotContext.Provider;

export const useSignInSlot = (): SignInSlot | null => useContext(SignInSlotContext);
