/**
 * Portuguese namespaces that are not part of the home page's first script: each is a chunk of
 * its own, fetched the first time a screen asks for it (`useTranslation('loans')` suspends
 * until it is in; see the backend in init-i18n.ts). English and Spanish bring every namespace
 * in their language chunk already. A screen of the personal area or a title tab keeps its texts
 * here, so the bundled namespaces (resources.ts) hold only what start-up and the home page use.
 *
 * To add one: create `locales/{pt,en,es}/<name>.json` and list the Portuguese file below; its
 * keys are typed like the bundled ones (i18next.d.ts).
 */
export const onDemandNamespaces = {
  loans: () => import('../../../locales/pt/loans.json'),
  holds: () => import('../../../locales/pt/holds.json'),
  debts: () => import('../../../locales/pt/debts.json'),
  'loan-requests': () => import('../../../locales/pt/loan-requests.json'),
  requests: () => import('../../../locales/pt/requests.json'),
  alerts: () => import('../../../locales/pt/alerts.json'),
  account: () => import('../../../locales/pt/account.json'),
  comments: () => import('../../../locales/pt/comments.json'),
  'interest-profile': () => import('../../../locales/pt/interest-profile.json'),
  discovery: () => import('../../../locales/pt/discovery.json'),
  acquisition: () => import('../../../locales/pt/acquisition.json'),
  'guide-forms': () => import('../../../locales/pt/guide-forms.json'),
  institution: () => import('../../../locales/pt/institution.json'),
  // The installed app's texts (src/app/pwa/): the update prompt and the install offer.
  app: () => import('../../../locales/pt/app.json'),
};

export type OnDemandNamespace = keyof typeof onDemandNamespaces;

export type OnDemandResources = {
  [Namespace in OnDemandNamespace]: Awaited<
    ReturnType<(typeof onDemandNamespaces)[Namespace]>
  >['default'];
};

export const isOnDemandNamespace = (namespace: string): namespace is OnDemandNamespace =>
  Object.hasOwn(onDemandNamespaces, namespace);

/** The Portuguese texts of an on-demand namespace (the default language's own chunk). */
export async function loadOnDemandNamespace(
  namespace: OnDemandNamespace,
): Promise<Record<string, unknown>> {
  return (await onDemandNamespaces[namespace]()).default;
}
