import type { TFunction } from 'i18next';
import { isApiError, isNetworkError, isUnconfirmedWrite, type ApiError } from '../../api/errors';
import referenceMessages from '../../../locales/pt/errors.json';

export type ErrorTone = 'warning' | 'danger';

/** What the user is told about a failed request: the alert's colour and its text. */
export interface ErrorDescription {
  tone: ErrorTone;
  message: string;
}

/** A server key the `errors` namespace translates (`errors:server.<KEY>`). */
export type ServerMessageKey = keyof typeof referenceMessages.server;

/** Portuguese is the reference language: its file lists every key the other languages translate. */
export function isServerMessageKey(value: unknown): value is ServerMessageKey {
  return typeof value === 'string' && Object.hasOwn(referenceMessages.server, value);
}

// Markers a 500 may carry (spec section 8); the contract lets them come in the key or the text.
const NETWORK_CATALOGUE_MARKERS = [/REDE_INDISPONIVEL/, /rede\b.*\bindispon[ií]vel/i];
const PERSONAL_AREA_EMAIL_MARKER = 'ERRO_EMAIL_MEU_PORTAL';

function serverText(error: ApiError): string {
  return [error.body?.message, error.key].filter(Boolean).join(' ');
}

// The server's keys are upper-case words joined by underscores (`RENOVACAO_LIMITE_ATINGIDO`);
// its sentences are not. One word alone ("ERRO") could be either, so it counts as text.
const KEY_SHAPE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** Whether a server text is a message key (translatable or not) rather than words for a person. */
function looksLikeServerKey(text: string, key?: string): boolean {
  return KEY_SHAPE.test(text) || (key !== undefined && text === key);
}

// Each unknown key once per page: describeError runs on every render of the alert that shows it.
const reportedUnknownKeys = new Set<string>();

function reportUnknownKey(key: string): void {
  if (reportedUnknownKeys.has(key)) return;
  reportedUnknownKeys.add(key);
  console.warn(
    `[errors] the server sent the key ${key}, which locales/*/errors.json does not translate: ` +
      'showing the generic message instead. Add it under "server".',
  );
}

/**
 * A text the server sent (a message, a refused field's reason): translated when it is a key we
 * know, shown as it came when it is words, and the generic message when it is a key we do not
 * know, which would mean nothing to a patron (the key goes to the console for whoever fixes it).
 * `key` is the answer's own key, when the text may be that key in any shape.
 */
export function wordServerText(text: string, t: TFunction<'errors'>, key?: string): string {
  const trimmed = text.trim();
  if (isServerMessageKey(trimmed)) return t(`server.${trimmed}`);
  if (!trimmed) return t('generic.unexpected');
  if (!looksLikeServerKey(trimmed, key)) return trimmed;
  reportUnknownKey(trimmed);
  return t('generic.unexpected');
}

/** What a refusal says about itself: the `Error` body's message and key. */
export interface ServerAnswer {
  message?: string | undefined;
  key?: string | undefined;
}

/**
 * The server's own message, translated when it is one of the keys we know (the answer's key is
 * tried when the message is not one); never an unknown key (see `wordServerText`).
 */
export function wordServerAnswer(
  { message = '', key }: ServerAnswer,
  t: TFunction<'errors'>,
): string {
  const text = message.trim();
  if (isServerMessageKey(text)) return t(`server.${text}`);
  // Words are the server's own explanation, already in the patron's language (`idioma` header).
  if (text && !looksLikeServerKey(text, key)) return text;
  // The message is a key we lack, or there is none: the answer's own key may be one we know.
  if (isServerMessageKey(key)) return t(`server.${key}`);
  // No body at all (a proxy's empty 404) words as the generic message rather than "HTTP 404".
  return wordServerText(text || key || '', t, key);
}

type Wording =
  | 'unreachable'
  | 'unconfirmedWrite'
  | 'unexpected'
  | 'networkServiceUnavailable'
  | 'personalAreaEmail';

function classify(error: unknown): { tone: ErrorTone; wording: Wording | 'server' } {
  if (isUnconfirmedWrite(error)) return { tone: 'warning', wording: 'unconfirmedWrite' };
  if (isNetworkError(error)) return { tone: 'warning', wording: 'unreachable' };
  if (!isApiError(error)) return { tone: 'danger', wording: 'unexpected' };
  if (error.status < 500) return { tone: 'warning', wording: 'server' };
  const text = serverText(error);
  if (NETWORK_CATALOGUE_MARKERS.some((marker) => marker.test(text))) {
    return { tone: 'warning', wording: 'networkServiceUnavailable' };
  }
  if (text.includes(PERSONAL_AREA_EMAIL_MARKER)) {
    return { tone: 'danger', wording: 'personalAreaEmail' };
  }
  return { tone: 'danger', wording: 'unexpected' };
}

/** The colour an error's alert takes: warning, except danger for 5xx (and for non-HTTP failures). */
export function errorTone(error: unknown): ErrorTone {
  return classify(error).tone;
}

/**
 * The error catalogue's generic handling (spec section 8), in one place: every toast and inline
 * alert about a failed request is worded here.
 * - no answer: warning "the server could not be reached, try later"; to a write, warning "we
 *   could not confirm it: the list is up to date, check it before trying again";
 * - 5xx: network-catalogue marker → warning "network service unavailable"; personal-area e-mail
 *   marker → danger e-mail message; otherwise danger "unexpected error". (Any 5xx, not only 500:
 *   a gateway's 502 page is no message to show.)
 * - any other status: warning with the server's message, looked up as a key first. The spec
 *   asks the lookup for 422; doing it for every status also words the keys QA scenarios force
 *   on other statuses (`?mock=op:430`) instead of showing `ACESSO_BLOQUEADO`. A key we have no
 *   translation for is never shown raw: the generic message, and the key on the console.
 * - anything else (a bug, a thrown non-HTTP error): danger "unexpected error".
 */
export function describeError(error: unknown, t: TFunction<'errors'>): ErrorDescription {
  const { tone, wording } = classify(error);
  if (wording !== 'server') return { tone, message: t(`generic.${wording}`) };
  if (!isApiError(error)) return { tone, message: t('generic.unexpected') };
  return { tone, message: wordServerAnswer({ message: error.body?.message, key: error.key }, t) };
}

/**
 * Same error, same toast: identifies an error for de-duplication (a burst of failing refetches
 * while offline should say so once).
 */
export function errorSignature(error: unknown): string {
  if (isNetworkError(error)) return 'network';
  if (isApiError(error)) return `${error.status}|${error.key ?? ''}|${error.body?.message ?? ''}`;
  return `unknown|${error instanceof Error ? error.message : String(error)}`;
}
