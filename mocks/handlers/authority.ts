import { HttpResponse } from 'msw';
import { AUTHORITY_TYPES, type AuthorityRow } from '../db';
import { authorityMarc } from '../db/derive';
import type { Schemas } from '../schema-types';
import { type MockContext, requestLanguage } from './context';
import { routesOf } from './routes';
import { badRequest } from './http-answers';
import { recordOfPath } from './path-parameters';

type Language = 'pt' | 'en' | 'es';

const TYPE_LABELS: Record<Schemas['AuthoritySearchType'], Record<Language, string>> = {
  todos: { pt: 'Todos', en: 'All', es: 'Todos' },
  autor_pessoa: { pt: 'Autores - Pessoas', en: 'Authors - People', es: 'Autores - Personas' },
  autor_instituicao: {
    pt: 'Autores - Instituições',
    en: 'Authors - Institutions',
    es: 'Autores - Instituciones',
  },
  autor_evento: { pt: 'Autores - Eventos', en: 'Authors - Events', es: 'Autores - Eventos' },
  titulo_uniforme: { pt: 'Título uniforme', en: 'Uniform title', es: 'Título uniforme' },
  assunto: { pt: 'Assuntos', en: 'Subjects', es: 'Materias' },
  assunto_geografico: {
    pt: 'Assuntos geográficos',
    en: 'Geographical subjects',
    es: 'Materias geográficas',
  },
  genero_forma: { pt: 'Gênero/forma', en: 'Genre/form', es: 'Género/forma' },
  termo_cronologico: {
    pt: 'Termo cronológico',
    en: 'Chronological term',
    es: 'Término cronológico',
  },
  subdivisao_geral: {
    pt: 'Subdivisão geral',
    en: 'General subdivision',
    es: 'Subdivisión general',
  },
  subdivisao_genero_forma: {
    pt: 'Subdivisão de gênero/forma',
    en: 'Genre/form subdivision',
    es: 'Subdivisión de género/forma',
  },
  subdivisao_geografica: {
    pt: 'Subdivisão geográfica',
    en: 'Geographical subdivision',
    es: 'Subdivisión geográfica',
  },
  subdivisao_cronologica: {
    pt: 'Subdivisão cronológica',
    en: 'Chronological subdivision',
    es: 'Subdivisión cronológica',
  },
};
const SEARCH_TYPES = Object.keys(TYPE_LABELS) as Schemas['AuthoritySearchType'][];

const headingOf = (row: Pick<AuthorityRow, 'cabecalho' | 'datas'>) =>
  row.datas ? `${row.cabecalho}, ${row.datas}` : row.cabecalho;

/** Authority records and the types offered by the authority search. */
export function authorityHandlers(context: MockContext) {
  const { publicGet } = routesOf(context);
  const byCode = (code: number): AuthorityRow | undefined =>
    context.db.authorities.all().find((row) => row.cod_autoridade === code);

  return [
    // Before `/autoridade/:id`, which would match it too.
    publicGet('/autoridade/combo', 'listAuthorityTypes', (request, url) => {
      const raw = url.searchParams.get('autoridades');
      let wanted: Schemas['AuthoritySearchType'][] = SEARCH_TYPES;
      if (raw !== null) {
        const codes = raw.split(',');
        const unknown = codes.filter((code) => !(SEARCH_TYPES as string[]).includes(code));
        if (raw.length > 500 || !/^[a-z_]+(,[a-z_]+)*$/.test(raw) || unknown.length)
          return badRequest([
            {
              field: 'autoridades',
              message: unknown.length
                ? `unknown types: ${unknown.join(', ')}`
                : 'comma-separated authority types',
            },
          ]);
        wanted = SEARCH_TYPES.filter((code) => codes.includes(code));
      }
      const language = requestLanguage(request);
      const answer: Schemas['AuthorityTypeOption'][] = wanted.map((codigo) => ({
        codigo,
        descricao: TYPE_LABELS[codigo][language],
      }));
      return HttpResponse.json(answer);
    }),
    publicGet('/autoridade/:id', 'getAuthority', (request, _url, params) => {
      const found = recordOfPath(params.id, byCode, 'Autoridade não encontrada');
      if (!found.ok) return found.answer;
      const row = found.value;
      const related = row.remissivas_ver_tambem
        .map(byCode)
        .filter((item): item is AuthorityRow => item !== undefined);
      const type = AUTHORITY_TYPES.find((entry) => entry.tipo === row.tipo);
      const answer: Schemas['Authority'] = {
        cod_autoridade: row.cod_autoridade,
        tipo: row.tipo,
        desc_tipo: type ? TYPE_LABELS[type.tipo][requestLanguage(request)] : row.desc_tipo,
        cabecalho: headingOf(row),
        remissivas_ver: row.remissivas_ver,
        remissivas_ver_tambem: related.map((item) => ({
          cod_autoridade: item.cod_autoridade,
          cabecalho: headingOf(item),
        })),
        notas: row.notas,
        marc: authorityMarc(row, related),
        total_titulos: row.total_titulos,
      };
      return HttpResponse.json(answer);
    }),
  ];
}
