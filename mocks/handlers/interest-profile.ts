import { http, HttpResponse } from 'msw';
import type { Db, DsiKind, TitleRow } from '../db';
import { addDays } from '../db/reference-date';
import { foldText } from '../db/text';
import type { Schemas } from '../schema-types';
import { type BodyRules, type FieldRule, readBody } from './body-rules';
import { codedInterestHandlers, pastValidity, unknownLibraries } from './coded-interests';
import { type MockContext, operation, refuseUnlessAuthorized } from './context';
import { patronOf } from './current-patron';
import { mainAuthor } from './holds';
import { apiPath, badRequest, type FieldProblem, notFound, refusal } from './http-answers';
import { todayOf } from './mock-clock';
import { dateRange, enumQuery } from './query-parameters';

/** 422 key: a validity date before today. */
export const PAST_VALIDITY_KEY = 'VALIDADE_DATA_PASSADA';

const DSI_KINDS: readonly DsiKind[] = ['area', 'autor', 'assunto'];
const DSI_TEXT: Record<DsiKind, string> = {
  area: 'Área do conhecimento',
  autor: 'Autor',
  assunto: 'Assunto',
};

/** Classification schemes of knowledge areas (`codTipoArea`). */
const AREA_SCHEMES = [
  { codigo: 1, descricao: 'Áreas do conhecimento (CNPq)' },
  { codigo: 2, descricao: 'Classificação Decimal de Dewey' },
];
const DEWEY_CLASSES: ReadonlyArray<readonly [string, string]> = [
  ['000', 'Ciência da computação, informação e obras gerais'],
  ['100', 'Filosofia e psicologia'],
  ['200', 'Religião'],
  ['300', 'Ciências sociais'],
  ['400', 'Linguagem'],
  ['500', 'Ciências naturais e matemática'],
  ['600', 'Tecnologia (ciências aplicadas)'],
  ['700', 'Artes e recreação'],
  ['800', 'Literatura'],
  ['900', 'História e geografia'],
];
const AUTHOR_TYPES = new Set(['autor_pessoa', 'autor_instituicao', 'autor_evento']);
const SUBJECT_TYPES = new Set([
  'assunto',
  'assunto_geografico',
  'genero_forma',
  'termo_cronologico',
]);

const date = { type: 'string', required: true, format: 'date' } as const;
const libraries = { type: 'array', required: true, items: { type: 'integer' } } as const;

/** The `itens` of a bulk add: 1 to 100 entries, each checked by its own rules. */
const bulkItems = (fields: BodyRules): FieldRule => ({
  type: 'array',
  required: true,
  minItems: 1,
  maxItems: 100,
  items: { type: 'object', required: true, fields },
});

const areaCreateRules: BodyRules = {
  tipoDSI: { type: 'string', required: true, enum: DSI_KINDS },
  validade: date,
  itens: bulkItems({
    codigo: { type: 'string', required: true, minLength: 1 },
    codTipoArea: { type: 'integer', nullable: true },
  }),
};
const areaDeleteRules: BodyRules = {
  codigo: { type: 'string', required: true, minLength: 1 },
  tipoDSI: { type: 'string', required: true, enum: DSI_KINDS },
  codTipoArea: { type: 'integer', nullable: true },
};
const validityRules: BodyRules = { validade: date, tipoDSI: { type: 'string', enum: DSI_KINDS } };
const alertFlags = {
  fasciculo: { type: 'boolean' },
  artigo: { type: 'boolean' },
  sumario: { type: 'boolean' },
} as const;
const periodicalCreateRules: BodyRules = {
  validade: date,
  itens: bulkItems({
    codigo: { type: 'integer', required: true },
    bibliotecas: libraries,
    ...alertFlags,
  }),
};
const periodicalUpdateRules: BodyRules = {
  codigo: { type: 'integer', required: true },
  validade: date,
  fasciculo: { type: 'boolean', required: true },
  artigo: { type: 'boolean', required: true },
  sumario: { type: 'boolean', required: true },
  bibliotecas: libraries,
};
const languages = { type: 'array', required: true, items: { type: 'string' } } as const;
const workTypeCreateRules: BodyRules = {
  validade: date,
  itens: bulkItems({
    codigo: { type: 'integer', required: true },
    bibliotecas: libraries,
    idiomas: languages,
  }),
};
const workTypeUpdateRules: BodyRules = {
  codigo: { type: 'integer', required: true },
  validade: date,
  bibliotecas: libraries,
  idiomas: languages,
};

/** A periodical entry must ask for at least one kind of alert. */
const noAlertType = (
  entry: { fasciculo?: boolean; artigo?: boolean; sumario?: boolean },
  field: string,
): FieldProblem[] =>
  entry.fasciculo || entry.artigo || entry.sumario
    ? []
    : [{ field, message: 'select at least one alert type (fasciculo, artigo, sumario)' }];

interface Found {
  codigo: string;
  codTipoArea: number | null;
  descricao: string;
}

/** Every area, author or subject that may enter a profile, by kind. */
function candidates(db: Db, kind: DsiKind): Found[] {
  if (kind === 'area')
    return [
      ...db.knowledgeAreas.all().map((area) => ({
        codigo: String(area.cod_area_cnpq),
        codTipoArea: 1,
        descricao: area.desc_area_cnpq,
      })),
      ...DEWEY_CLASSES.map(([codigo, descricao]) => ({ codigo, codTipoArea: 2, descricao })),
    ];
  const types = kind === 'autor' ? AUTHOR_TYPES : SUBJECT_TYPES;
  return db.authorities
    .all()
    .filter((authority) => types.has(authority.tipo))
    .map((authority) => ({
      codigo: String(authority.cod_autoridade),
      codTipoArea: null,
      descricao: authority.cabecalho,
    }));
}

function resolveItem(
  db: Db,
  kind: DsiKind,
  codigo: string,
  codTipoArea: number | null | undefined,
): Found | undefined {
  const scheme = kind === 'area' ? (codTipoArea ?? 1) : null;
  if (kind === 'area')
    return candidates(db, 'area').find(
      (item) => item.codigo === codigo && item.codTipoArea === scheme,
    );
  const code = Number(codigo);
  const authority = db.authorities.all().find((row) => row.cod_autoridade === code);
  const types = kind === 'autor' ? AUTHOR_TYPES : SUBJECT_TYPES;
  if (!authority || !types.has(authority.tipo)) return undefined;
  return { codigo, codTipoArea: null, descricao: authority.cabecalho };
}

const areaId = (patron: number, kind: DsiKind, codTipoArea: number | null, codigo: string) =>
  `${patron}:${kind}:${codTipoArea ?? ''}:${codigo}`;

/** Interest profile: areas/authors/subjects, periodicals, work types, and the titles they match. */
export function interestProfileHandlers(context: MockContext) {
  const { db } = context;

  const isPeriodical = (code: number) =>
    db.titles.all().find((title) => title.cod_acervo === code && title.cod_tipo_obra === 2);

  const unknownLanguages = (codes: readonly string[], field: string): FieldProblem[] =>
    codes.some((code) => !db.languages.all().some((language) => language.idioma === code))
      ? [{ field, message: 'unknown language' }]
      : [];

  const periodicals = codedInterestHandlers(context, {
    path: 'periodicos',
    operationIds: {
      list: 'listPeriodicalInterests',
      create: 'createPeriodicalInterests',
      update: 'updatePeriodicalInterest',
      remove: 'deletePeriodicalInterest',
    },
    store: db.periodicalInterests,
    listed: ({
      codigo,
      titulo,
      validade,
      fasciculo,
      artigo,
      sumario,
      bibliotecas,
    }): Schemas['PeriodicalInterest'] => ({
      codigo,
      titulo,
      validade,
      fasciculo,
      artigo,
      sumario,
      bibliotecas: [...bibliotecas],
    }),
    createRules: periodicalCreateRules,
    updateRules: periodicalUpdateRules,
    itemProblems: (item: Schemas['PeriodicalInterestCreate']['itens'][number], field) => [
      ...noAlertType(item, field),
      ...(isPeriodical(item.codigo)
        ? []
        : [{ field: `${field}.codigo`, message: 'not a periodical' }]),
      ...unknownLibraries(context, item.bibliotecas, `${field}.bibliotecas`),
    ],
    formProblems: (form: Schemas['PeriodicalInterestUpdate']) => noAlertType(form, 'fasciculo'),
    problemsMessage: 'Selecione ao menos um tipo de alerta',
    values: (entry, validade) => ({
      validade,
      fasciculo: entry.fasciculo === true,
      artigo: entry.artigo === true,
      sumario: entry.sumario === true,
      bibliotecas: [...new Set(entry.bibliotecas)],
    }),
    newRow: (key, item, values) => ({
      ...key,
      titulo: isPeriodical(item.codigo)?.titulo ?? '',
      ...values,
    }),
    messages: {
      created: 'Periódicos incluídos',
      updated: 'Periódico alterado',
      removed: 'Periódico excluído',
      notFound: 'Periódico não encontrado no perfil',
    },
  });

  const workTypeOf = (code: number) =>
    db.workTypes.all().find((type) => type.cod_tipo_obra === code);
  const workTypes = codedInterestHandlers(context, {
    path: 'tipo-obra',
    operationIds: {
      list: 'listWorkTypeInterests',
      create: 'createWorkTypeInterests',
      update: 'updateWorkTypeInterest',
      remove: 'deleteWorkTypeInterest',
    },
    store: db.workTypeInterests,
    listed: ({
      codigo,
      descricao,
      validade,
      bibliotecas,
      idiomas,
    }): Schemas['WorkTypeInterest'] => ({
      codigo,
      descricao,
      validade,
      bibliotecas: [...bibliotecas],
      idiomas: [...idiomas],
    }),
    createRules: workTypeCreateRules,
    updateRules: workTypeUpdateRules,
    itemProblems: (item: Schemas['WorkTypeInterestCreate']['itens'][number], field) => [
      ...(workTypeOf(item.codigo)
        ? []
        : [{ field: `${field}.codigo`, message: 'unknown work type' }]),
      ...unknownLibraries(context, item.bibliotecas, `${field}.bibliotecas`),
      ...unknownLanguages(item.idiomas, `${field}.idiomas`),
    ],
    formProblems: (form: Schemas['WorkTypeInterestUpdate']) =>
      unknownLanguages(form.idiomas, 'idiomas'),
    values: (entry, validade) => ({
      validade,
      bibliotecas: [...new Set(entry.bibliotecas)],
      idiomas: [...new Set(entry.idiomas)],
    }),
    newRow: (key, item, values) => ({
      ...key,
      descricao: workTypeOf(item.codigo)?.desc_tipo_obra ?? '',
      ...values,
    }),
    messages: {
      created: 'Tipos de obra incluídos',
      updated: 'Tipo de obra alterado',
      removed: 'Tipo de obra excluído',
      notFound: 'Tipo de obra não encontrado no perfil',
    },
  });

  return [
    http.get(
      apiPath('/perfil-interesse/areas-interesse/info-auxiliar'),
      operation(context, 'getInterestAuxInfo', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const answer: Schemas['InterestAuxInfo'] = {
          tipos_dsi: DSI_KINDS.map((kind) => ({ codigo: kind, descricao: DSI_TEXT[kind] })),
          tipos_area: AREA_SCHEMES.map((scheme) => ({
            codigo: String(scheme.codigo),
            descricao: scheme.descricao,
          })),
          bibliotecas: db.libraries.all().map((library) => ({
            cod_biblioteca: library.cod_biblioteca,
            desc_biblioteca: library.desc_biblioteca,
            cod_campus: library.cod_campus,
          })),
          idiomas: db.languages
            .all()
            .map((language) => ({ codigo: language.idioma, descricao: language.idioma_desc })),
          tipos_obra: db.workTypes.all().map((type) => ({
            codigo: String(type.cod_tipo_obra),
            descricao: type.desc_tipo_obra,
          })),
          validade_padrao: addDays(todayOf(context), 365),
        };
        return HttpResponse.json(answer);
      }),
    ),
    http.get(
      apiPath('/perfil-interesse/area-autor-assunto'),
      operation(context, 'listAreaAuthorSubjectInterests', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const kind = enumQuery(new URL(request.url), 'tipoDSI', DSI_KINDS);
        if (!kind.ok) return kind.answer;
        const patron = patronOf(context, request);
        const rows = db.areaAuthorSubjectInterests
          .all()
          .filter(
            (row) => row.cod_pessoa === patron && (!kind.value || row.tipoDSI === kind.value),
          );
        const answer: Schemas['AreaAuthorSubjectInterest'][] = rows.map(
          ({ codigo, tipoDSI, codTipoArea, descricao, validade }) => ({
            codigo,
            tipoDSI,
            codTipoArea,
            descricao,
            validade,
          }),
        );
        return HttpResponse.json(answer);
      }),
    ),
    http.post(
      apiPath('/perfil-interesse/area-autor-assunto'),
      operation(context, 'createAreaAuthorSubjectInterests', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const body = await readBody<Schemas['AreaAuthorSubjectCreate']>(request, areaCreateRules);
        if (!body.ok) return body.answer;
        const { tipoDSI, validade, itens } = body.value;
        const found = itens.map((item) => resolveItem(db, tipoDSI, item.codigo, item.codTipoArea));
        const problems = found.flatMap((item, index) =>
          item ? [] : [{ field: `itens[${index}].codigo`, message: 'not found' }],
        );
        if (problems.length) return badRequest(problems);
        if (pastValidity(context, validade).length) return refusal(PAST_VALIDITY_KEY);
        const patron = patronOf(context, request);
        for (const item of found) {
          if (!item) continue;
          const id = areaId(patron, tipoDSI, item.codTipoArea, item.codigo);
          const existing = db.areaAuthorSubjectInterests.all().find((row) => row.id === id);
          // Adding an interest already in the profile renews it.
          if (existing)
            await db.areaAuthorSubjectInterests.update(existing, {
              data(draft) {
                draft.validade = validade;
              },
            });
          else
            await db.areaAuthorSubjectInterests.create({
              id,
              cod_pessoa: patron,
              tipoDSI,
              ...item,
              validade,
            });
        }
        return HttpResponse.json(
          { message: 'Interesses incluídos' } satisfies Schemas['MessageAnswer'],
          { status: 201 },
        );
      }),
    ),
    http.delete(
      apiPath('/perfil-interesse/area-autor-assunto'),
      operation(context, 'deleteAreaAuthorSubjectInterest', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const body = await readBody<Schemas['AreaAuthorSubjectDelete']>(request, areaDeleteRules);
        if (!body.ok) return body.answer;
        const { codigo, tipoDSI, codTipoArea } = body.value;
        const patron = patronOf(context, request);
        const row = db.areaAuthorSubjectInterests
          .all()
          .find(
            (entry) =>
              entry.cod_pessoa === patron &&
              entry.tipoDSI === tipoDSI &&
              entry.codigo === codigo &&
              (codTipoArea === undefined ||
                codTipoArea === null ||
                entry.codTipoArea === codTipoArea),
          );
        if (!row) return notFound('Interesse não encontrado no perfil');
        db.areaAuthorSubjectInterests.delete(row);
        return HttpResponse.json({
          message: 'Interesse excluído',
        } satisfies Schemas['MessageAnswer']);
      }),
    ),
    http.get(
      apiPath('/perfil-interesse/area-autor-assunto/pesquisa'),
      operation(context, 'searchAreaAuthorSubject', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const url = new URL(request.url);
        const kind = enumQuery(url, 'tipoPesquisa', DSI_KINDS);
        if (!kind.ok) return kind.answer;
        const term = url.searchParams.get('termoPesquisa') ?? '';
        const problems: FieldProblem[] = [];
        if (!kind.value) problems.push({ field: 'tipoPesquisa', message: 'required' });
        if (term.trim() === '') problems.push({ field: 'termoPesquisa', message: 'required' });
        else if (term.length > 200)
          problems.push({ field: 'termoPesquisa', message: 'at most 200 characters' });
        if (problems.length || !kind.value) return badRequest(problems);
        const folded = foldText(term.trim());
        const hits: Schemas['InterestSearchHit'][] = candidates(db, kind.value)
          .filter(
            (item) => foldText(item.descricao).includes(folded) || item.codigo === term.trim(),
          )
          .slice(0, 50);
        return HttpResponse.json(hits);
      }),
    ),
    http.put(
      apiPath('/perfil-interesse/area-autor-assunto/validade'),
      operation(context, 'updateAreaAuthorSubjectValidity', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const body = await readBody<Schemas['InterestValidityUpdate']>(request, validityRules);
        if (!body.ok) return body.answer;
        const { validade, tipoDSI } = body.value;
        if (pastValidity(context, validade).length) return refusal(PAST_VALIDITY_KEY);
        const patron = patronOf(context, request);
        await db.areaAuthorSubjectInterests.updateMany(
          (q) =>
            q.where((row) => row.cod_pessoa === patron && (!tipoDSI || row.tipoDSI === tipoDSI)),
          {
            data(draft) {
              draft.validade = validade;
            },
          },
        );
        return HttpResponse.json({
          message: 'Validade alterada',
        } satisfies Schemas['MessageAnswer']);
      }),
    ),
    ...periodicals,
    http.get(
      apiPath('/perfil-interesse/periodicos/pesquisa'),
      operation(context, 'searchPeriodicals', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const term = new URL(request.url).searchParams.get('termoPesquisa') ?? '';
        if (term.trim() === '')
          return badRequest([{ field: 'termoPesquisa', message: 'required' }]);
        if (term.length > 200)
          return badRequest([{ field: 'termoPesquisa', message: 'at most 200 characters' }]);
        const folded = foldText(term.trim());
        const hits: Schemas['PeriodicalSearchHit'][] = db.titles
          .all()
          .filter(
            (title) =>
              title.cod_tipo_obra === 2 &&
              (foldText(title.titulo).includes(folded) || title.issn === term.trim()),
          )
          .slice(0, 50)
          .map((title) => ({ codigo: title.cod_acervo, titulo: title.titulo, issn: title.issn }));
        return HttpResponse.json(hits);
      }),
    ),
    ...workTypes,
    http.get(
      apiPath('/perfil-interesse/titulos'),
      operation(context, 'listInterestTitles', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const range = dateRange(new URL(request.url));
        if (!range.ok) return range.answer;
        const today = todayOf(context);
        // The page's default: today back to one month.
        const start = range.value.dataIni ?? addDays(range.value.dataFim ?? today, -30);
        const end = range.value.dataFim ?? today;
        const patron = patronOf(context, request);
        const valid = <T extends { cod_pessoa: number; validade: string }>(rows: T[]) =>
          rows.filter((row) => row.cod_pessoa === patron && row.validade >= today);
        const interests = valid(db.areaAuthorSubjectInterests.all());
        const workTypes = valid(db.workTypeInterests.all());
        const reasonFor = (title: TitleRow): string | null => {
          for (const interest of interests) {
            const code = interest.codigo;
            if (
              interest.tipoDSI === 'autor' &&
              title.autores.some((author) => String(author.cod_autoridade) === code)
            )
              return `${DSI_TEXT.autor}: ${interest.descricao}`;
            if (
              interest.tipoDSI === 'assunto' &&
              title.assuntos.some((subject) => String(subject.cod_autoridade) === code)
            )
              return `${DSI_TEXT.assunto}: ${interest.descricao}`;
            if (
              interest.tipoDSI === 'area' &&
              ((interest.codTipoArea === 2 && title.classificacao.startsWith(code.slice(0, 1))) ||
                (interest.codTipoArea !== 2 && String(title.cod_area_cnpq) === code))
            )
              return `${DSI_TEXT.area}: ${interest.descricao}`;
          }
          const type = workTypes.find((entry) => entry.codigo === title.cod_tipo_obra);
          return type ? `Tipo de obra: ${type.descricao}` : null;
        };
        const answer: Schemas['InterestTitle'][] = [];
        for (const title of db.titles.all()) {
          if (title.data_aquisicao < start || title.data_aquisicao > end) continue;
          const motivo = reasonFor(title);
          if (!motivo) continue;
          answer.push({
            cod_acervo: title.cod_acervo,
            titulo: title.titulo,
            autor: mainAuthor(title),
            ano_publicacao: title.ano_publicacao === null ? null : String(title.ano_publicacao),
            desc_tipo_obra: title.desc_tipo_obra,
            data_inclusao: title.data_aquisicao,
            motivo,
          });
          if (answer.length >= 200) break;
        }
        return HttpResponse.json(answer);
      }),
    ),
  ];
}
