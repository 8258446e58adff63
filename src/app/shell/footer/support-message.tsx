import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/html/sanitize-html';
import * as styles from './footer.css';

/**
 * The institution's support message, which is HTML: reduced to the app's one profile for server
 * HTML before it reaches the DOM (text formatting and checked links kept, nothing else).
 * A module of its own so the sanitiser is fetched when a visitor opens Support, not with
 * every page's footer.
 */
export default function SupportMessage({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.supportMessage} dangerouslySetInnerHTML={{ __html: safe }} />;
}
