import type { TFunction } from 'i18next';
import { isNetworkError } from '../../../../api/errors';
import { describeError, type ErrorDescription } from '../../../../lib/errors/describe-error';

/**
 * How a failed network-catalogue call is told (spec section 8): the 500 carrying the network
 * marker is the "network service unavailable" warning. A call of the network guide that gets no
 * answer at all says the same: from the patron's side it is the network service that cannot be
 * reached, and the local catalogue's guides keep working.
 */
export function describeNetworkFailure(error: unknown, t: TFunction<'errors'>): ErrorDescription {
  if (isNetworkError(error))
    return { tone: 'warning', message: t('generic.networkServiceUnavailable') };
  return describeError(error, t);
}
