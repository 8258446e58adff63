import { useTranslation } from 'react-i18next';
import { describeError } from '../errors/describe-error';

/**
 * An error's text, worded when the toast renders: the queue lives outside React, and this way
 * it needs no i18next instance of its own and follows the current language.
 */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  return describeError(error, t).message;
}
