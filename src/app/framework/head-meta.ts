import type { MetaDescriptor } from 'react-router';
import { pageLanguages, withLanguage, type HeadFacts } from '../server-render/record-head';

/**
 * A page's head facts as React Router's meta descriptors, but the JSON-LD
 * (structured-data.server.ts); React escapes every value.
 */
export function headMeta(facts: HeadFacts | undefined): MetaDescriptor[] {
  if (!facts) return [];
  const optional = (descriptor: MetaDescriptor, value: string | undefined) =>
    value ? [descriptor] : [];
  return [
    { title: facts.title },
    ...optional({ name: 'description', content: facts.description }, facts.description),
    { tagName: 'link', rel: 'canonical', href: facts.canonical },
    ...pageLanguages.map(({ lng, hreflang }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: hreflang,
      href: withLanguage(facts.canonical, lng),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: facts.canonical },
    { property: 'og:type', content: facts.type },
    { property: 'og:title', content: facts.title },
    ...optional({ property: 'og:description', content: facts.description }, facts.description),
    { property: 'og:url', content: facts.canonical },
    ...optional({ property: 'og:image', content: facts.image }, facts.image),
    { name: 'twitter:card', content: facts.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: facts.title },
    ...optional({ name: 'twitter:description', content: facts.description }, facts.description),
    ...optional({ name: 'twitter:image', content: facts.image }, facts.image),
    ...(facts.citation ?? []).map(([name, content]) => ({ name, content })),
    // No `script:ld+json` here: on a navigation in the browser React would create that script
    // element, through an innerHTML that the policy's Trusted Types refuse, and the page would
    // fail. entry.server writes the JSON-LD into the document instead (structured-data.server.ts).
  ];
}

const headOf = (data: unknown) => (data as { head?: HeadFacts } | null | undefined)?.head;

/**
 * A route module's `meta`: its loader's head facts, else the root's (the catalogue's name), for
 * a page whose loader failed (a record the API does not know) or that has no record.
 */
export function pageMeta({
  loaderData,
  matches,
}: {
  loaderData: unknown;
  matches: readonly ({ loaderData?: unknown } | undefined)[];
}): MetaDescriptor[] {
  return headMeta(headOf(loaderData) ?? headOf(matches[0]?.loaderData));
}
