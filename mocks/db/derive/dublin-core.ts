import type { TitleRow } from '../collections';
import { isbn13Display } from './identifier-display';

export type DublinCoreElementName =
  | 'title'
  | 'creator'
  | 'subject'
  | 'description'
  | 'publisher'
  | 'contributor'
  | 'date'
  | 'type'
  | 'format'
  | 'identifier'
  | 'source'
  | 'language'
  | 'relation'
  | 'coverage'
  | 'rights';

export interface DublinCoreElement {
  elemento: DublinCoreElementName;
  valor: string;
}

const DCMI_TYPE: Record<number, string> = { 7: 'Image', 8: 'MovingImage', 9: 'Sound' };

/** Dublin Core of a title, mapped from the same fields as its MARC record (LC's MARC-to-DC crosswalk). */
export function dublinCore(title: TitleRow): DublinCoreElement[] {
  const out: DublinCoreElement[] = [];
  const push = (elemento: DublinCoreElementName, valor: string | null | undefined): void => {
    if (valor) out.push({ elemento, valor });
  };
  push('title', title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo);
  for (const author of title.autores) {
    const name = author.datas ? `${author.nome}, ${author.datas}` : author.nome;
    push(author.funcao === 'autor' ? 'creator' : 'contributor', name);
  }
  for (const subject of title.assuntos) {
    const full = [subject.termo, ...subject.subdivisoes.map((sub) => sub.termo)].join(' -- ');
    push(subject.tipo === 'geografico' ? 'coverage' : 'subject', full);
  }
  push('subject', title.classificacao);
  push('description', title.resumo);
  for (const note of title.notas) push('description', note);
  push('publisher', title.editora);
  push('date', title.ano_publicacao === null ? null : String(title.ano_publicacao));
  push('type', DCMI_TYPE[title.cod_tipo_obra] ?? 'Text');
  push('type', title.desc_tipo_obra);
  push('format', title.descricao_fisica);
  push('identifier', title.isbn ? `ISBN ${isbn13Display(title.isbn)}` : null);
  push('identifier', title.issn ? `ISSN ${title.issn}` : null);
  for (const link of title.links) push('identifier', link.url);
  push('language', title.idioma);
  push('relation', title.serie);
  push('relation', title.titulo_uniforme ? `Tradução de: ${title.titulo_uniforme.termo}` : null);
  return out;
}
