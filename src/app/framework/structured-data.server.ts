import type { EntryContext } from 'react-router';
import { scriptJson, type HeadFacts } from '../server-render/record-head';

/**
 * The document with its page's schema.org JSON-LD (the deepest route's `head.structuredData`)
 * before `</head>`, outside React's tree: React cannot create a `<script>` in the browser under
 * the policy's Trusted Types (head-meta.ts), and it skips a node it did not render in the head
 * when it hydrates. Search engines read the first document, which is the one that carries it; a
 * navigation in the browser keeps the first page's block, which only a crawler's reload reads.
 */
export function withStructuredData(html: string, routerContext: EntryContext): string {
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const data = matches
    .map((match) => (loaderData[match.route.id] as { head?: HeadFacts } | null | undefined)?.head)
    .map((head) => head?.structuredData)
    .filter((value) => value !== undefined)
    .at(-1);
  if (!data) return html;
  return html.replace(
    '</head>',
    `<script type="application/ld+json">${scriptJson(data)}</script></head>`,
  );
}
