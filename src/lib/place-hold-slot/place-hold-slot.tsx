import { createContext, useContext, type ComponentType } from 'react';
import type { HoldOptions } from '../../api/generated/model';

/** The library and shelf (collection name) of the copy a hold would most likely get. */
export interface HoldSuggestion {
  biblioteca: number;
  colecao?: string | null;
}

/** What the title page hands the hold form: the title and the options the server offers for it. */
export interface PlaceHoldProps {
  codAcervo: number;
  options: HoldOptions;
  /** Where the copy that comes back soonest is: the hold form's first library and shelf. */
  suggested?: HoldSuggestion;
}

/**
 * The hold form of the title page's hold tab. The form belongs to the holds feature and the tab
 * to the title feature, which may not import each other, so the app provides the form here (as
 * it does the login, `sign-in-slot`). Without a provider the tab explains the hold without the form.
 */
export interface PlaceHoldSlot {
  /** The form: choices, queue check, confirmation. */
  Form: ComponentType<PlaceHoldProps>;
}

const PlaceHoldSlotContext = createContext<PlaceHoldSlot | null>(null);

export const PlaceHoldSlotProvider = PlaceHoldSlotContext.Provider;

export const usePlaceHoldSlot = (): PlaceHoldSlot | null => useContext(PlaceHoldSlotContext);
