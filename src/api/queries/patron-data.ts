import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The GET paths whose answers belong to the signed-in patron: every operation the contract
 * serves to the `patron` scheme only (a unit test keeps this list equal to the contract), plus
 * the catalogue reads that either token may make but whose answer depends on who asks.
 * `{}` stands for any path parameter.
 */
export const patronOnlyPaths = [
  '/pessoas',
  '/pessoas/departamentos',
  '/pessoas/meu-portal/redirect',
  '/pessoas/renovar',
  '/pessoas/afastamentos',
  '/pessoas/meu-portal/dados-pessoais',
  '/pessoas/meu-portal/senha',
  '/pessoas/login',
  '/pessoas/token-redireciona',
  '/pessoas/autenticar/app-layers',
  '/pessoas/email-pessoa-logada',
  '/unidade-informacao/nada-consta/verifica',
  '/comentarios/usuario/acervos',
  '/comentarios/usuario/acervo/{}',
  '/emprestimo/titulos-pendentes',
  '/emprestimo/historico',
  '/emprestimo/debitos-pendentes',
  '/emprestimo/token',
  '/acervo/cesta-permanente/colecao',
  '/acervo/meu-portal/bases-dados',
  '/acervo/plano-ensino/disciplinas-bibliotecas',
  '/acervo/plano-ensino/bibliografia',
  '/aquisicao/sugestoes/situacao',
  '/aquisicao/sugestoes',
  '/aquisicao/estatisticas',
  '/aquisicao/pedidos',
  '/reserva/{}/informacoes-iniciais',
  '/reserva',
  '/reserva/historico',
  '/solicitacoes/{}',
  '/solicitacoes/alertas',
  '/solicitacoes/emprestimo-inter-bibliotecas/dados',
  '/solicitacao-emprestimo/{}/informacoes-iniciais',
  '/solicitacao-emprestimo',
  '/perfil-interesse/areas-interesse/info-auxiliar',
  '/perfil-interesse/area-autor-assunto',
  '/perfil-interesse/area-autor-assunto/pesquisa',
  '/perfil-interesse/periodicos',
  '/perfil-interesse/periodicos/pesquisa',
  '/perfil-interesse/tipo-obra',
  '/perfil-interesse/titulos',
] as const;

/** Public or patron reads whose answer differs for a signed-in patron (rights, own comments). */
export const identityDependentPaths = [
  '/acervo/{}/permissoes',
  '/acervo/{}/links',
  '/kardex/{}/permissao',
  '/comentarios/acervo/{}',
] as const;

const templates = [...patronOnlyPaths, ...identityDependentPaths].map((path) =>
  path.split('/').slice(1),
);

/** The path segments of a (split) query key: its leading strings and numbers. */
const keySegments = (queryKey: QueryKey): string[] => {
  const segments: string[] = [];
  for (const part of queryKey) {
    if (typeof part !== 'string' && typeof part !== 'number') break;
    segments.push(String(part));
  }
  return segments;
};

const matches = (segments: string[], template: string[]) =>
  segments.length === template.length &&
  template.every((part, index) => part === '{}' || part === segments[index]);

/**
 * Whether a cached answer is the patron's own: what logout and a change of person must drop,
 * while the institution's configuration and the catalogue stay.
 */
export function isPatronQueryKey(queryKey: QueryKey): boolean {
  const segments = keySegments(queryKey);
  return templates.some((template) => matches(segments, template));
}

const isPatronQuery = (query: Query) => isPatronQueryKey(query.queryKey);

/**
 * Drops every patron answer from the cache. After a logout nothing of it may be shown again
 * (`refetchActive: false`: the screens showing it are leaving); after a change of person the
 * screens on display fetch theirs again for the new person (`refetchActive: true`).
 */
export async function clearPatronData(
  queryClient: QueryClient,
  { refetchActive }: { refetchActive: boolean },
): Promise<void> {
  await queryClient.cancelQueries({ predicate: isPatronQuery });
  queryClient.getMutationCache().clear();
  if (!refetchActive) {
    queryClient.removeQueries({ predicate: isPatronQuery });
    return;
  }
  queryClient.removeQueries({ predicate: isPatronQuery, type: 'inactive' });
  await queryClient.resetQueries({ predicate: isPatronQuery, type: 'active' });
}

/**
 * The patron answers kept (encrypted) for offline use, issue 34: the loans with their due
 * dates, the loans to renew, the holds with their queue positions and the debts. `exact`: the
 * entry itself only (`['reserva']` is also the root of the hold history and each title's
 * options). Written out like the paths above rather than imported from the generated hooks,
 * which this small module (in the first script) should not pull in; tests/unit/offline checks
 * them against the generated keys.
 */
export const persistedPatronKeys: readonly { key: QueryKey; exact: boolean }[] = [
  { key: ['emprestimo', 'titulos-pendentes'], exact: false },
  { key: ['pessoas', 'renovar'], exact: true },
  { key: ['reserva'], exact: true },
  { key: ['emprestimo', 'debitos-pendentes'], exact: true },
];

export function isPersistedPatronKey(queryKey: QueryKey): boolean {
  return persistedPatronKeys.some(({ key, exact }) =>
    exact
      ? hashKey(queryKey) === hashKey(key)
      : key.every((part, index) => queryKey[index] === part),
  );
}
