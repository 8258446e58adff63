import type { TitleRow } from '../db/collections';

/** {codigo, descricao} pair of the contract (CodeDescription). */
export interface CodeDescription {
  codigo: string;
  descricao: string;
}

/** A record of a result list, as the contract's SearchRecord. */
export interface SearchRecord {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  editora: string | null;
  edicao: string | null;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  ano_publicacao: string | null;
  idioma: string | null;
  idioma_desc: string | null;
  link_capa: string | null;
  acesso_remoto: 'cr' | 'N';
  possui_acessibilidade: 'S' | 'N';
  cod_tipo_area_conhec: number | null;
  desc_tipo_area_conhec: string | null;
  cod_area_conhecimento: string | null;
  rota: string | null;
  dados_adicionais: Partial<Record<'B' | 'C' | 'P' | 'A' | 'E' | 'S', CodeDescription[]>>;
  cursos_disc: Array<{ codigo: string; campus: number | null }>;
  areas_conhecimento: CodeDescription[];
  tipo_contido: string | null;
  exemplares: { total: number; disponiveis: number; circulantes: number };
}

/** Classification scheme of every record: Dewey (the K filter's code;route). */
export const CLASSIFICATION_SCHEME = {
  cod_tipo_area_conhec: 1,
  desc_tipo_area_conhec: 'CDD',
} as const;

/** Main heading as shown in lists: "Assis, Machado de, 1839-1908". */
export function mainAuthorHeading(title: TitleRow): string | null {
  const main = title.autores.find((author) => author.principal);
  if (!main) return null;
  return main.datas ? `${main.nome}, ${main.datas}` : main.nome;
}

export function displayTitle(title: TitleRow): string {
  return title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo;
}

export function toSearchRecord(
  title: TitleRow,
  additional: SearchRecord['dados_adicionais'],
  courses: SearchRecord['cursos_disc'],
  availability: SearchRecord['exemplares'],
): SearchRecord {
  return {
    cod_acervo: title.cod_acervo,
    titulo: displayTitle(title),
    autor: mainAuthorHeading(title),
    editora: title.editora,
    edicao: title.edicao,
    cod_tipo_obra: title.cod_tipo_obra,
    desc_tipo_obra: title.desc_tipo_obra,
    ano_publicacao: title.ano_publicacao === null ? null : String(title.ano_publicacao),
    idioma: title.idioma,
    idioma_desc: title.idioma_desc,
    link_capa: title.link_capa,
    acesso_remoto: title.acesso_remoto ?? 'N',
    possui_acessibilidade: title.possui_acessibilidade,
    ...CLASSIFICATION_SCHEME,
    cod_area_conhecimento: title.cod_area_conhecimento,
    rota: title.rota,
    dados_adicionais: additional,
    cursos_disc: courses,
    areas_conhecimento: [{ codigo: String(title.cod_area_cnpq), descricao: title.desc_area_cnpq }],
    tipo_contido: null,
    exemplares: availability,
  };
}
