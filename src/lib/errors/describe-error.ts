import type { TFunction } from 'i18next';
import { isApiError, isNetworkError, type ApiError } from '../../api/errors';
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

/** The server's own message, translated when it is one of the keys we know. */
function serverMessage(error: ApiError, t: TFunction<'errors'>): string {
  const message = error.body?.message?.trim();
  if (isServerMessageKey(message)) return t(`server.${message}`);
  // No body at all (a proxy's empty 404): say something rather than "HTTP 404".
  return message || t('generic.unexpected');
}

type Wording = 'unreachable' | 'unexpected' | 'networkServiceUnavailable' | 'personalAreaEmail';

function classify(error: unknown): { tone: ErrorTone; wording: Wording | 'server' } {
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
 * - no answer: warning "the server could not be reached, try later";
 * - 5xx: network-catalogue marker → warning "network service unavailable"; personal-area e-mail
 *   marker → danger e-mail message; otherwise danger "unexpected error". (Any 5xx, not only 500:
 *   a gateway's 502 page is no message to show.)
 * - any other status: warning with the server's message, looked up as a key first. The spec
 *   asks the lookup for 422; doing it for every status also words the keys QA scenarios force
 *   on other statuses (`?mock=op:430`) instead of showing `ACESSO_BLOQUEADO`.
 * - anything else (a bug, a thrown non-HTTP error): danger "unexpected error".
 */
export function describeError(error: unknown, t: TFunction<'errors'>): ErrorDescription {
  const { tone, wording } = classify(error);
  if (wording !== 'server') return { tone, message: t(`generic.${wording}`) };
  return { tone, message: isApiError(error) ? serverMessage(error, t) : t('generic.unexpected') };
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
