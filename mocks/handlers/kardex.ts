import { HttpResponse } from 'msw';
import type { TitleRow } from '../db';
import { kardexIssues, kardexYears, type KardexIssue } from '../db/derive';
import { createRng } from '../db/prng';
import { getReferenceToday } from '../db/reference-date';
import type { Schemas } from '../schema-types';
import { copiesOfTitle, copyAnswer, libraryByCode } from './catalogue-support';
import { type MockContext, requestLanguage } from './context';
import { routesOf } from './routes';
import { notFound } from './http-answers';
import { integerQuery } from './query-parameters';

/** The single part (section) of a kardex in this mock: the run of issues. */
const MAIN_PART = 1;

const isPeriodical = (title: TitleRow) => title.cod_tipo_obra === 2;

/** Libraries holding copies of the periodical (the digital library for online-only runs). */
function kardexLibraries(context: MockContext, title: TitleRow): Schemas['LookupLibrary'][] {
  const codes = new Set(
    copiesOfTitle(context.db, title.cod_acervo).map((copy) => copy.cod_biblioteca),
  );
  if (codes.size === 0) codes.add(title.acesso_remoto === 'cr' ? 7 : 1);
  return [...codes]
    .sort((a, b) => a - b)
    .flatMap((code) => {
      const library = libraryByCode(context.db, code);
      return library
        ? [
            {
              cod_biblioteca: code,
              desc_biblioteca: library.desc_biblioteca,
              cod_campus: library.cod_campus,
            },
          ]
        : [];
    });
}

const WORDS = [
  'Estudo',
  'Análise',
  'Revisão',
  'Perspectivas',
  'Notas',
  'Ensaio',
  'Contribuições',
  'Panorama',
];
const SURNAMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Costa',
  'Almeida',
  'Ferreira',
  'Ribeiro',
  'Gomes',
];

/** A table of contents, seeded by title and issue, on the title's own subjects. */
function contents(
  title: TitleRow,
  seed: string,
  count: number,
  startPage = 1,
): Schemas['SummaryEntry'][] {
  const rng = createRng(seed);
  const topics = title.assuntos.map((subject) => subject.termo.toLowerCase());
  let page = startPage;
  return Array.from({ length: count }, () => {
    const pages = rng.int(8, 24);
    const entry = {
      titulo: `${rng.pick(WORDS)} sobre ${topics.length ? rng.pick(topics) : 'o tema'}`,
      autores: rng
        .sample(SURNAMES, rng.int(1, 3))
        .map((surname) => `${surname}, ${String.fromCharCode(65 + rng.int(0, 25))}.`),
      paginas: `${page}-${page + pages - 1}`,
      link: null,
    };
    page += pages;
    return entry;
  });
}

/** Kardex (periodical collection) and summaries of a title. */
export function kardexHandlers(context: MockContext) {
  const { titleGet } = routesOf(context);
  const noKardex = () => notFound('O título não tem coleção de periódico (kardex)');

  return [
    titleGet('/kardex/:id/permissao', 'getKardexPermission', (title) =>
      HttpResponse.json({ permitido: isPeriodical(title) } satisfies Schemas['KardexPermission']),
    ),
    titleGet('/kardex/:id/combobox-data', 'getKardexComboData', (title) => {
      if (!isPeriodical(title)) return noKardex();
      const answer: Schemas['KardexComboData'] = {
        codPeriod: title.cod_acervo,
        bibliotecas: kardexLibraries(context, title),
        partes: [{ codigo: String(MAIN_PART), descricao: 'Fascículos' }],
        anos: kardexYears(title, getReferenceToday()),
      };
      return HttpResponse.json(answer);
    }),
    titleGet('/kardex/:id/data', 'getKardexData', (title, _request, url) => {
      const period = integerQuery(url, 'codPeriod', { required: true });
      if (!period.ok) return period.answer;
      const library = integerQuery(url, 'codBib', { required: true });
      if (!library.ok) return library.answer;
      const part = integerQuery(url, 'codPar');
      if (!part.ok) return part.answer;
      const year = integerQuery(url, 'year', { required: true, min: 1500, max: 2999 });
      if (!year.ok) return year.answer;
      if (!isPeriodical(title) || period.value !== title.cod_acervo) return noKardex();
      if (!kardexLibraries(context, title).some((item) => item.cod_biblioteca === library.value))
        return notFound('A biblioteca não recebe este periódico');
      const issues =
        part.value === undefined || part.value === MAIN_PART
          ? kardexIssues(title, year.value!, getReferenceToday())
          : [];
      return HttpResponse.json({ fasciculos: issues } satisfies Schemas['KardexData']);
    }),
    titleGet('/kardex/:id/item', 'getKardexItem', (title, request, url) => {
      const seqPar = integerQuery(url, 'seqPar', { required: true });
      if (!seqPar.ok) return seqPar.answer;
      const seqSec = integerQuery(url, 'seqSec', { required: true, min: 0 });
      if (!seqSec.ok) return seqSec.answer;
      const part = integerQuery(url, 'codPar', { required: true });
      if (!part.ok) return part.answer;
      const year = Math.floor(seqSec.value! / 100);
      const issue: KardexIssue | undefined =
        isPeriodical(title) && part.value === MAIN_PART && year >= 1500 && year <= 2999
          ? kardexIssues(title, year, getReferenceToday()).find(
              (item) => item.seqSec === seqSec.value && item.seqPar === seqPar.value,
            )
          : undefined;
      if (!issue) return notFound('Fascículo não encontrado');
      const language = requestLanguage(request);
      const copies = copiesOfTitle(context.db, title.cod_acervo)
        .slice(0, issue.exemplares)
        .map((copy) => ({
          ...copyAnswer(context.db, copy, title, language),
          volume: issue.volume,
          parte: issue.numero,
        }));
      const answer: Schemas['KardexItem'] = {
        ...issue,
        observacao:
          issue.exemplares === 0
            ? 'Fascículo não recebido'
            : issue.possui_sumario
              ? 'Sumário disponível'
              : null,
        copias: copies,
      };
      return HttpResponse.json(answer);
    }),
    titleGet('/sumario/:id/dados', 'getTitleSummaries', (title) => {
      const today = getReferenceToday();
      let sumarios: Schemas['Summary']['sumarios'] = [];
      if (isPeriodical(title)) {
        // Tables of contents of the issues flagged in the kardex, newest first, over the last two years.
        const years = kardexYears(title, today).slice(0, 2);
        sumarios = years
          .flatMap((year) => kardexIssues(title, year, today))
          .filter((issue) => issue.possui_sumario)
          .reverse()
          .map((issue) => ({
            descricao: issue.descricao,
            entradas: contents(title, `sumario:${title.cod_acervo}:${issue.seqSec}`, 5),
          }));
      } else if (title.resumo !== null) {
        sumarios = [
          {
            descricao: title.volume ? `v. ${title.volume}` : 'Sumário',
            entradas: contents(title, `sumario:${title.cod_acervo}`, 8, 11).map((entry, index) => ({
              ...entry,
              titulo: `${index + 1} ${entry.titulo}`,
              autores: [],
            })),
          },
        ];
      }
      return HttpResponse.json({
        cod_acervo: title.cod_acervo,
        sumarios,
      } satisfies Schemas['Summary']);
    }),
  ];
}
