import {
  type AuthorityType,
  type SubjectKind,
  type SubdivisionKind,
  type TitleRow,
} from '../collections';
import { hashString } from '../prng';
import { foldText, nonFilingCount } from '../text';
import type { AuthorityRegistry } from './authority-registry';
import { classInfo, coursesFor } from './classification';
import type { ParsedName, ParsedSubject } from './core-works';
import { INSTITUTION, KNOWLEDGE_AREAS, WORK_TYPES } from './institution';
import { LANGUAGE_NAMES } from './vocabulary';

/** What the generator decides about a title; `buildTitle` derives everything else from it. */
export interface TitleDraft {
  origem: 'real' | 'gerado';
  cod_obra: number;
  cod_tipo_obra: number;
  titulo: string;
  subtitulo: string | null;
  principal: ParsedName | null;
  secundarios: ParsedName[];
  edicao: string | null;
  local: string | null;
  editora: string | null;
  ano: number | null;
  paginas: number | null;
  serie: string | null;
  volume: string | null;
  isbn: string | null;
  issn: string | null;
  idioma: string;
  ddc: string;
  assuntos: ParsedSubject[];
  resumo: string | null;
  notas: string[];
  tese: TitleRow['tese'];
  periodicidade: string | null;
  escala: string | null;
  duracao_min: number | null;
  url: string | null;
  capa: boolean;
  acessivel: boolean;
  uniforme: { termo: string; idioma: string | null } | null;
  cursos: number[] | null;
  aquisicao: string;
}

const NAME_AUTHORITY: Record<ParsedName['tipo'], AuthorityType> = {
  pessoa: 'autor_pessoa',
  instituicao: 'autor_instituicao',
  evento: 'autor_evento',
};

const SUBJECT_AUTHORITY: Record<SubjectKind, AuthorityType> = {
  topico: 'assunto',
  geografico: 'assunto_geografico',
  genero_forma: 'genero_forma',
  cronologico: 'termo_cronologico',
  pessoa: 'autor_pessoa',
};

const SUBDIVISION_AUTHORITY: Record<SubdivisionKind, AuthorityType> = {
  geral: 'subdivisao_geral',
  forma: 'subdivisao_genero_forma',
  geografica: 'subdivisao_geografica',
  cronologica: 'subdivisao_cronologica',
};

/** Pseudo Cutter mark: initial of the entry word + 3 digits + initial of the title. */
export function cutterMark(entryWord: string, title: string, language: string): string {
  const folded = foldText(entryWord).replace(/[^a-z]/g, '');
  const initial = (folded[0] ?? 'x').toUpperCase();
  const digits = 100 + (hashString(folded) % 900);
  const filed = foldText(title.slice(nonFilingCount(title, language))).replace(/[^a-z0-9]/g, '');
  return `${initial}${digits}${filed[0] ?? ''}`;
}

function physicalDescription(draft: TitleDraft): string {
  const pages = draft.paginas;
  switch (draft.cod_tipo_obra) {
    case 2:
      return 'v. : il.';
    case 3:
    case 4:
    case 5:
      return pages ? `${pages} f. : il.` : '1 v.';
    case 6:
      return pages ? `1 recurso online (${pages} p.)` : '1 recurso online';
    case 7:
      return '1 mapa : color. ; 60 x 80 cm';
    case 8:
      return draft.duracao_min ? `1 DVD (${draft.duracao_min} min) : son., color.` : '1 DVD : son.';
    case 9:
      return draft.duracao_min
        ? `1 arquivo de áudio (${draft.duracao_min} min)`
        : '1 arquivo de áudio';
    default:
      return pages ? `${pages} p.` : '1 v.';
  }
}

function repositoryOf(cod_tipo_obra: number): number {
  if (cod_tipo_obra >= 3 && cod_tipo_obra <= 5) return 2;
  if (cod_tipo_obra === 6 || cod_tipo_obra === 9) return 3;
  return 1;
}

function sourceNote(draft: TitleDraft): string {
  return `${draft.titulo}${draft.ano ? `, ${draft.ano}` : ''}`;
}

export function buildTitle(
  codAcervo: number,
  draft: TitleDraft,
  registry: AuthorityRegistry,
): TitleRow {
  const source = sourceNote(draft);
  const autores: TitleRow['autores'] = [];
  const addAuthor = (name: ParsedName, principal: boolean): void => {
    autores.push({
      cod_autoridade: registry.intern(
        NAME_AUTHORITY[name.tipo],
        name.nome,
        name.datas,
        codAcervo,
        source,
      ),
      nome: name.nome,
      datas: name.datas,
      tipo: name.tipo,
      funcao: name.funcao,
      principal,
    });
  };
  if (draft.principal) addAuthor(draft.principal, true);
  for (const name of draft.secundarios) addAuthor(name, false);
  const assuntos = draft.assuntos.map((subject) => ({
    cod_autoridade: registry.intern(
      SUBJECT_AUTHORITY[subject.tipo],
      subject.termo,
      subject.datas,
      codAcervo,
      source,
    ),
    termo: subject.termo,
    tipo: subject.tipo,
    ...(subject.datas ? { datas: subject.datas } : {}),
    subdivisoes: subject.subdivisoes.map((sub) => ({
      cod_autoridade: registry.intern(
        SUBDIVISION_AUTHORITY[sub.tipo],
        sub.termo,
        null,
        codAcervo,
        source,
      ),
      tipo: sub.tipo,
      termo: sub.termo,
    })),
  }));
  let titulo_uniforme: TitleRow['titulo_uniforme'] = null;
  if (draft.uniforme) {
    const code = registry.intern('titulo_uniforme', draft.uniforme.termo, null, codAcervo, source);
    titulo_uniforme = {
      cod_autoridade: code,
      termo: draft.uniforme.termo,
      idioma: draft.uniforme.idioma,
    };
    const author = autores.find((entry) => entry.principal);
    if (author) registry.relate(code, author.cod_autoridade);
  }
  const info = classInfo(draft.ddc);
  const area = KNOWLEDGE_AREAS.find((entry) => entry.cod_area_cnpq === info.cod_area_cnpq)!;
  const workType = WORK_TYPES.find((entry) => entry.cod_tipo_obra === draft.cod_tipo_obra)!;
  const entryWord = draft.principal
    ? (draft.principal.nome.split(',')[0] ?? draft.titulo)
    : draft.titulo;
  const editionNumber = draft.edicao ? /^(\d+)/.exec(draft.edicao)?.[1] : undefined;
  const chamada = [
    draft.ddc,
    cutterMark(entryWord, draft.titulo, draft.idioma),
    editionNumber ? `${editionNumber}.ed.` : '',
    draft.volume ? `v.${draft.volume}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const links = draft.url
    ? [
        {
          seq_paragrafo: 1,
          url: draft.url,
          descricao: draft.cod_tipo_obra === 2 ? 'Acesso ao periódico' : 'Acesso online',
        },
      ]
    : [];
  return {
    cod_acervo: codAcervo,
    origem: draft.origem,
    cod_obra: draft.cod_obra,
    cod_tipo_obra: draft.cod_tipo_obra,
    desc_tipo_obra: workType.desc_tipo_obra,
    titulo: draft.titulo,
    subtitulo: draft.subtitulo,
    titulo_uniforme,
    autores,
    edicao: draft.edicao,
    local_publicacao: draft.local,
    editora: draft.editora,
    ano_publicacao: draft.ano,
    paginas: draft.paginas,
    descricao_fisica: physicalDescription(draft),
    serie: draft.serie,
    volume: draft.volume,
    isbn: draft.isbn,
    issn: draft.issn,
    idioma: draft.idioma,
    idioma_desc: LANGUAGE_NAMES[draft.idioma] ?? draft.idioma,
    classificacao: draft.ddc,
    chamada,
    assuntos,
    resumo: draft.resumo,
    notas: draft.notas,
    tese: draft.tese,
    periodicidade: draft.periodicidade,
    escala: draft.escala,
    duracao_min: draft.duracao_min,
    links,
    link_capa: draft.capa ? `/covers/${codAcervo}.svg` : null,
    acesso_remoto: draft.url ? 'cr' : null,
    possui_acessibilidade: draft.acessivel ? 'S' : 'N',
    cod_area_cnpq: area.cod_area_cnpq,
    desc_area_cnpq: area.desc_area_cnpq,
    cod_area_conhecimento: info.cod_area_conhecimento,
    rota: info.rota,
    cursos: draft.cursos ?? coursesFor(draft.ddc, draft.idioma),
    cod_repositorio: repositoryOf(draft.cod_tipo_obra),
    data_catalogacao: draft.aquisicao,
    data_aquisicao: draft.aquisicao,
  };
}

export const REPOSITORY_URL = INSTITUTION.repositorioUrl;
