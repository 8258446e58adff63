import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import * as styles from './footer.css';

/**
 * The institution's support message, which is HTML: sanitised before it reaches the DOM
 * (scripts, event-handler attributes and `javascript:` addresses removed, formatting kept).
 * A module of its own so the sanitiser is fetched when a visitor opens Support, not with
 * every page's footer.
 */
export default function SupportMessage({ html }: { html: string }) {
  const safe = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={styles.supportMessage} dangerouslySetInnerHTML={{ __html: safe }} />;
}
