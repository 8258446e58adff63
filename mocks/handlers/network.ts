import { HttpResponse } from 'msw';
import type { NetworkTitleRow } from '../db';
import type { Schemas } from '../schema-types';
import { NETWORK_UNAVAILABLE } from './catalogue-support';
import { type MockContext } from './context';
import { routesOf } from './routes';
import { errorAnswer, notFound } from './http-answers';
import { pathId } from './path-parameters';
import { integerQuery } from './query-parameters';

/** Network institutions as the contract's NetworkInstitution (with the OAI endpoint the network harvests). */
export function networkInstitutions(context: MockContext): Schemas['NetworkInstitution'][] {
  return context.db.institutions
    .all()
    .slice()
    .sort((a, b) => a.cod_empresa - b.cod_empresa)
    .map((row) => ({
      cod_empresa: row.cod_empresa,
      desc_empresa: row.desc_empresa,
      sigla: row.sigla,
      url_oai: `https://${row.sigla.toLowerCase()}.example.org/oai`,
    }));
}

/** The 500 whose key the client maps to "network service unavailable". */
export const networkUnavailable = () =>
  errorAnswer(500, NETWORK_UNAVAILABLE, { key: NETWORK_UNAVAILABLE });

/**
 * Whether QA made the network service "down" (a forced 500 REDE_INDISPONIVEL on a network
 * call): network searches (`GET /consulta?base=rede`) then fail the same way. Read without
 * consuming the scenario, which belongs to the network calls.
 */
export function networkForcedDown(context: MockContext): boolean {
  return context.scenarios
    .list()
    .some(
      ([operationId, answer]) =>
        (operationId === 'listNetworkInstitutions' || operationId === 'getNetworkTitle') &&
        answer.kind === 'status' &&
        answer.status === 500 &&
        answer.key === NETWORK_UNAVAILABLE,
    );
}

function networkTitle(context: MockContext, row: NetworkTitleRow): Schemas['NetworkTitle'] {
  const institution = networkInstitutions(context).find(
    (item) => item.cod_empresa === row.instituicao.cod_empresa,
  ) ?? { ...row.instituicao, sigla: null, url_oai: null };
  const web = institution.sigla
    ? `https://biblioteca.${institution.sigla.toLowerCase()}.example.org`
    : null;
  const subtitle = row.subtitulo ? `: ${row.subtitulo}` : '';
  return {
    cod_acervo: row.cod_rede,
    titulo: `${row.titulo}${subtitle}`,
    autor: row.autor,
    outros_autores: row.autores.filter((name) => name !== row.autor),
    assunto: row.assuntos,
    editora: [row.local_publicacao, row.editora].filter(Boolean).join(' : ') || null,
    ano_publicacao: row.ano_publicacao === null ? null : String(row.ano_publicacao),
    edicao: row.edicao,
    idioma: row.idioma,
    idioma_desc: row.idioma_desc,
    descricao_fisica: null,
    chamada: row.classificacao,
    isbn: row.isbn ? [row.isbn] : [],
    issn: row.issn ? [row.issn] : [],
    cod_tipo_obra: row.cod_tipo_obra,
    desc_tipo_obra: row.desc_tipo_obra,
    volume: null,
    tomo: null,
    parte: null,
    links: [],
    link_capa: null,
    capas: [],
    acesso_remoto: 'N',
    possui_acessibilidade: 'N',
    // Copies of another institution are not visible to this catalogue.
    exemplares: { total: 0, disponiveis: 0, circulantes: 0 },
    instituicao: institution,
    link_origem: web ? `${web}/acervo/${row.acervo}` : null,
  };
}

/** The network catalogue: its institutions and its records (searched through GET /consulta?base=rede). */
export function networkHandlers(context: MockContext) {
  const { publicGet } = routesOf(context);
  return [
    publicGet('/rede/oai/instituicoes', 'listNetworkInstitutions', () => {
      const answer = networkInstitutions(context);
      return answer.length === 0 ? networkUnavailable() : HttpResponse.json(answer);
    }),
    publicGet('/rede/acervo/:id', 'getNetworkTitle', (_request, url, params) => {
      const id = pathId(params.id);
      if (!id.ok) return id.answer;
      const institution = integerQuery(url, 'cod_empresa');
      if (!institution.ok) return institution.answer;
      const rows = context.db.networkTitles.all();
      // The id is the network record id; with cod_empresa it may also be that institution's own title code.
      const row =
        institution.value === undefined
          ? rows.find((item) => item.cod_rede === id.value)
          : (rows.find(
              (item) =>
                item.cod_rede === id.value && item.instituicao.cod_empresa === institution.value,
            ) ??
            rows.find(
              (item) =>
                item.acervo === id.value && item.instituicao.cod_empresa === institution.value,
            ));
      return row
        ? HttpResponse.json(networkTitle(context, row))
        : notFound('Título não encontrado no catálogo da rede');
    }),
  ];
}
