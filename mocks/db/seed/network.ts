import type { NetworkTitleRow, TitleRow } from '../collections';
import { createRng } from '../prng';
import { NETWORK_INSTITUTIONS } from './institution';

/**
 * The network catalogue: records other institutions hold, in their own numbering. They are
 * drawn from the same pool of works (so a search finds the same book at several places),
 * and the home institution (cod_empresa 1) contributes its own records too.
 */
export function generateNetworkTitles(titles: readonly TitleRow[]): NetworkTitleRow[] {
  const rng = createRng('network-v1');
  const rows: NetworkTitleRow[] = [];
  const nextAcervo = new Map<number, number>(
    NETWORK_INSTITUTIONS.map((entry) => [entry.cod_empresa, 1]),
  );
  for (const title of titles) {
    const holders = title.origem === 'real' ? rng.int(1, 4) : rng.chance(0.22) ? 1 : 0;
    const chosen = rng.sample(NETWORK_INSTITUTIONS, holders);
    for (const institution of chosen) {
      const acervo = nextAcervo.get(institution.cod_empresa)!;
      nextAcervo.set(institution.cod_empresa, acervo + 1);
      const main = title.autores.find((author) => author.principal);
      rows.push({
        cod_rede: rows.length + 1,
        instituicao: {
          cod_empresa: institution.cod_empresa,
          desc_empresa: institution.desc_empresa,
        },
        acervo: institution.cod_empresa === 1 ? title.cod_acervo : 50000 + acervo,
        tipo_obra: { cod_tipo_obra: title.cod_tipo_obra, desc_tipo_obra: title.desc_tipo_obra },
        cod_tipo_obra: title.cod_tipo_obra,
        desc_tipo_obra: title.desc_tipo_obra,
        titulo: title.titulo,
        subtitulo: title.subtitulo,
        autor: main?.nome ?? null,
        autores: title.autores.map((author) => author.nome),
        assuntos: title.assuntos.map((subject) =>
          [subject.termo, ...subject.subdivisoes.map((sub) => sub.termo)].join(' -- '),
        ),
        edicao: title.edicao,
        local_publicacao: title.local_publicacao,
        editora: title.editora,
        ano_publicacao: title.ano_publicacao,
        isbn: title.isbn,
        issn: title.issn,
        idioma: title.idioma,
        idioma_desc: title.idioma_desc,
        classificacao: title.classificacao,
      });
    }
  }
  return rows;
}
