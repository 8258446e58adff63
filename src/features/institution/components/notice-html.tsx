import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/html/sanitize-html';
import * as styles from './institution.css';

/** An activity's notice: institution HTML, only ever through the app's one DOMPurify profile. */
export function NoticeHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.notice} dangerouslySetInnerHTML={{ __html: safe }} />;
}
