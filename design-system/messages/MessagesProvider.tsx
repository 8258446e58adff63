import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultMessages, type DesignSystemMessages } from './messages';

const MessagesContext = createContext<DesignSystemMessages>(defaultMessages);

export interface DesignSystemMessagesProviderProps {
  /**
   * The translated messages. Missing keys fall back to the English defaults.
   * @default defaultMessages (English)
   */
  messages?: Partial<DesignSystemMessages>;
  children?: ReactNode;
}

/** Supplies the design system's default labels in the interface language. */
export function DesignSystemMessagesProvider({
  messages,
  children,
}: DesignSystemMessagesProviderProps) {
  const value = useMemo(() => ({ ...defaultMessages, ...messages }), [messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The messages in effect; components use it for every label they write themselves. */
export function useMessages(): DesignSystemMessages {
  return useContext(MessagesContext);
}
