import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** A record of the network catalogue: another institution's title, in its own numbering. */
export interface NetworkTitleRow {
  cod_rede: number;
  instituicao: { cod_empresa: number; desc_empresa: string };
  /** The title's code in the owning institution's catalogue. */
  acervo: number;
  tipo_obra: { cod_tipo_obra: number; desc_tipo_obra: string };
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  titulo: string;
  subtitulo: string | null;
  autor: string | null;
  autores: string[];
  assuntos: string[];
  edicao: string | null;
  local_publicacao: string | null;
  editora: string | null;
  ano_publicacao: number | null;
  isbn: string | null;
  issn: string | null;
  idioma: string;
  idioma_desc: string;
  classificacao: string;
}

export const networkTitlesCollection = defineCollection<NetworkTitleRow, 'cod_rede'>({
  name: 'networkTitles',
  key: 'cod_rede',
  schema: recordSchema<NetworkTitleRow>('NetworkTitleRow', { cod_rede: 'number' }),
});
