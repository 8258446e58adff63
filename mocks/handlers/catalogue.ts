import { HttpResponse } from 'msw';
import type { CopyRow, TitleRow } from '../db';
import {
  abntReference,
  dublinCore,
  statisticsYears,
  titleColor,
  titleMarc,
  titleStatistics,
} from '../db/derive';
import { addDays, getReferenceToday } from '../db/reference-date';
import type { Schemas } from '../schema-types';
import { displayTitle, mainAuthorHeading } from '../search';
import {
  EXPORT_FILES,
  type ExportDetail,
  exportFile,
  type ExportFormat,
  referencesText,
} from './basket-export';
import { type BodyRules, isEmail, readBody } from './body-rules';
import {
  copiesOfTitle,
  copyAnswer,
  titleAvailability,
  libraryByCode,
  titleByCode,
} from './catalogue-support';
import { currentProfile, type MockContext, requestLanguage } from './context';
import { patronOf } from './current-patron';
import { routesOf } from './routes';
import { badRequest, type FieldProblem, notFound, refusal } from './http-answers';
import { isoNow } from './mock-clock';
import { nextCode } from './next-code';
import { dateRange, enumQuery, integerQuery, reversedPeriod, textQuery } from './query-parameters';

type Language = 'pt' | 'en' | 'es';

/** 422 keys of the catalogue rules. */
export const CATALOGUE_KEYS = {
  storageUnavailable: 'ARMAZEM_EXEMPLAR_INDISPONIVEL',
} as const;

/** Collections kept in closed stacks: copies are fetched by staff on request (the closed collection tab). */
export const CLOSED_STACK_COLLECTIONS: ReadonlySet<number> = new Set([4, 8]);

const LABELS: Record<string, Record<Language, string>> = {
  titulo: { pt: 'Título', en: 'Title', es: 'Título' },
  autor: { pt: 'Autor', en: 'Author', es: 'Autor' },
  outros: { pt: 'Outros autores', en: 'Other authors', es: 'Otros autores' },
  edicao: { pt: 'Edição', en: 'Edition', es: 'Edición' },
  imprenta: { pt: 'Imprenta', en: 'Imprint', es: 'Pie de imprenta' },
  descricao: { pt: 'Descrição física', en: 'Physical description', es: 'Descripción física' },
  serie: { pt: 'Série', en: 'Series', es: 'Serie' },
  notas: { pt: 'Notas', en: 'Notes', es: 'Notas' },
  resumo: { pt: 'Resumo', en: 'Abstract', es: 'Resumen' },
  assunto: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
  isbn: { pt: 'ISBN', en: 'ISBN', es: 'ISBN' },
  issn: { pt: 'ISSN', en: 'ISSN', es: 'ISSN' },
  idioma: { pt: 'Idioma', en: 'Language', es: 'Idioma' },
  chamada: { pt: 'Número de chamada', en: 'Call number', es: 'Signatura' },
};

const headingOf = (author: TitleRow['autores'][number]) =>
  author.datas ? `${author.nome}, ${author.datas}` : author.nome;
const subjectHeadings = (title: TitleRow) =>
  title.assuntos.map((subject) =>
    [subject.termo, ...subject.subdivisoes.map((sub) => sub.termo)].join(' -- '),
  );
const imprint = (title: TitleRow) => {
  const place = title.local_publicacao;
  const publisher = title.editora;
  if (!place && !publisher) return null;
  return [place, publisher].filter(Boolean).join(' : ');
};

/** Links of the digital library are licensed: only signed-in patrons open them (restricted-access call). */
export const isRestrictedLink = (url: string) => url.includes('/digital/');

export function titleLinks(title: TitleRow): Schemas['TitleLink'][] {
  return title.links.map((link) => ({
    seq_paragrafo: link.seq_paragrafo,
    descricao: link.descricao,
    url: link.url,
    acesso_restrito: isRestrictedLink(link.url),
  }));
}

export function titleAnswer(
  context: MockContext,
  title: TitleRow,
  language: Language,
): Schemas['Title'] {
  const copies = copiesOfTitle(context.db, title.cod_acervo);
  const others = title.autores.filter((author) => !author.principal).map(headingOf);
  const campos: Schemas['DisplayField'][] = [];
  const field = (key: string, value: string | null | undefined) => {
    if (value) campos.push({ rotulo: LABELS[key]![language], valor: value });
  };
  field('titulo', displayTitle(title));
  field('autor', mainAuthorHeading(title));
  field('outros', others.join('; '));
  field('edicao', title.edicao);
  field('imprenta', [imprint(title), title.ano_publicacao].filter(Boolean).join(', '));
  field('descricao', title.descricao_fisica);
  field('serie', title.serie);
  field('notas', title.notas.join(' '));
  field('resumo', title.resumo);
  field('assunto', subjectHeadings(title).join('; '));
  field('isbn', title.isbn);
  field('issn', title.issn);
  field('idioma', title.idioma_desc);
  field('chamada', title.chamada);
  const approved = context.db.titleComments
    .all()
    .filter(
      (comment) => comment.cod_acervo === title.cod_acervo && comment.situacao === 'aprovado',
    ).length;
  return {
    cod_acervo: title.cod_acervo,
    titulo: displayTitle(title),
    autor: mainAuthorHeading(title),
    outros_autores: others,
    assunto: subjectHeadings(title),
    editora: imprint(title),
    ano_publicacao: title.ano_publicacao === null ? null : String(title.ano_publicacao),
    edicao: title.edicao,
    idioma: title.idioma,
    idioma_desc: title.idioma_desc,
    descricao_fisica: title.descricao_fisica,
    chamada: title.chamada,
    isbn: title.isbn ? [title.isbn] : [],
    issn: title.issn ? [title.issn] : [],
    cod_tipo_obra: title.cod_tipo_obra,
    desc_tipo_obra: title.desc_tipo_obra,
    volume: title.volume,
    tomo: null,
    parte: null,
    serie: title.serie,
    notas: title.notas,
    links: titleLinks(title),
    link_capa: title.link_capa,
    capas: title.link_capa ? [title.link_capa] : [],
    qrcode: `${currentProfile(context).institution.parametros.url_web}/acervo/${title.cod_acervo}`,
    acesso_remoto: title.acesso_remoto ?? 'N',
    possui_acessibilidade: title.possui_acessibilidade,
    total_comentarios: approved,
    exemplares: titleAvailability(context.db, copies),
    campos,
  };
}

/**
 * Month-by-month statistics summed over a date range (months overlapping it count). Derived
 * data follows the data's reference day, not the clock, like the seed it comes from.
 */
function totalsOf(
  context: MockContext,
  title: TitleRow,
  from: string,
  to: string,
  library: number | undefined,
): Schemas['TitleTotals'] {
  const totals = { emprestimos: 0, renovacoes: 0, reservas: 0, acessos: 0 };
  const today = getReferenceToday();
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Math.min(Number(to.slice(0, 4)), Number(today.slice(0, 4)));
  const years = new Set(statisticsYears(title, Number(today.slice(0, 4))));
  for (let year = firstYear; year <= lastYear; year++) {
    if (!years.has(year)) continue;
    for (const month of titleStatistics(title, year, today).meses) {
      const start = `${year}-${String(month.mes).padStart(2, '0')}-01`;
      const end = addDays(
        month.mes === 12
          ? `${year + 1}-01-01`
          : `${year}-${String(month.mes + 1).padStart(2, '0')}-01`,
        -1,
      );
      if (end < from || start > to) continue;
      totals.emprestimos += month.emprestimos;
      totals.reservas += month.reservas;
      totals.acessos += month.acessos;
      // About one loan in three is renewed once.
      totals.renovacoes += Math.floor(month.emprestimos / 3);
    }
  }
  const inRange = (day: string) => day.slice(0, 10) >= from && day.slice(0, 10) <= to;
  const ofLibrary = (code: number) => library === undefined || code === library;
  for (const loan of context.db.loans.all()) {
    if (
      loan.cod_acervo !== title.cod_acervo ||
      !ofLibrary(loan.cod_biblioteca) ||
      !inRange(loan.data_emprestimo)
    )
      continue;
    totals.emprestimos += 1;
    totals.renovacoes += loan.renovacoes;
  }
  for (const hold of context.db.holds.all())
    if (
      hold.cod_acervo === title.cod_acervo &&
      ofLibrary(hold.cod_biblioteca) &&
      inRange(hold.data_reserva)
    )
      totals.reservas += 1;
  for (const access of context.db.accessStatistics.all())
    if (access.cod_acervo === title.cod_acervo && inRange(access.data_hora)) totals.acessos += 1;
  if (library !== undefined) {
    // The statistics are the title's; a library gets the share of its copies.
    const copies = copiesOfTitle(context.db, title.cod_acervo);
    const share =
      copies.length === 0
        ? 0
        : copies.filter((copy) => copy.cod_biblioteca === library).length / copies.length;
    return {
      emprestimos: Math.round(totals.emprestimos * share),
      renovacoes: Math.round(totals.renovacoes * share),
      reservas: Math.round(totals.reservas * share),
      acessos: Math.round(totals.acessos * share),
    };
  }
  return totals;
}

/** Copies of open storage requests: they may not be requested again until served. */
function requestedCopies(context: MockContext): Set<number> {
  const codes = new Set<number>();
  for (const request of context.db.storageRequests.all())
    if (request.situacao === 'aberta')
      for (const item of request.itens) codes.add(item.cod_exemplar);
  return codes;
}

const storageItem = (copy: CopyRow, requested: ReadonlySet<number>): Schemas['StorageItem'] => ({
  cod_exemplar: copy.cod_exemplar,
  cod_acervo: copy.cod_acervo,
  tombo: copy.tombo,
  localizacao: copy.localizacao,
  volume: copy.volume,
  tomo: copy.tomo,
  parte: copy.parte,
  disponivel: copy.situacao === 'disponivel' && !requested.has(copy.cod_exemplar),
});

const basketAddRules: BodyRules = {
  acervos: {
    type: 'array',
    required: true,
    minItems: 1,
    maxItems: 500,
    items: { type: 'integer', minimum: 1 },
  },
};
const basketRemoveRules: BodyRules = { acervo: { type: 'integer', required: true, minimum: 1 } };
const exportRules: BodyRules = {
  tipo: {
    type: 'string',
    required: true,
    enum: ['referencia', 'ris', 'bibtex', 'impressao', 'email'],
  },
  dados: { type: 'string', enum: ['referencia', 'completo'] },
  acervos: {
    type: 'array',
    required: true,
    minItems: 1,
    maxItems: 500,
    items: { type: 'integer', minimum: 1 },
  },
  opcoesEmail: {
    type: 'object',
    fields: {
      destinatarios: { type: 'string', required: true, minLength: 3, maxLength: 1000 },
      assunto: { type: 'string', required: true, notBlank: true, minLength: 1, maxLength: 200 },
      mensagem: { type: 'string', maxLength: 4000 },
    },
  },
};
const storageRules: BodyRules = {
  cesta: {
    type: 'array',
    required: true,
    minItems: 1,
    maxItems: 100,
    items: {
      type: 'object',
      fields: {
        cod_acervo: { type: 'integer', required: true, minimum: 1 },
        cod_exemplar: { type: 'integer', required: true, minimum: 1 },
      },
    },
  },
};

/** Titles of a body's code list that the catalogue does not hold, as field problems. */
function unknownTitles(
  context: MockContext,
  codes: readonly number[],
  field: string,
): FieldProblem[] {
  return codes.flatMap((code, index) =>
    titleByCode(context.db, code)
      ? []
      : [{ field: `${field}[${index}]`, message: `title ${code} does not exist` }],
  );
}

/** `a@x.org; b@y.org;` -> the addresses, or the problems naming `opcoesEmail.destinatarios`. */
export function recipients(text: string): { addresses: string[]; problems: FieldProblem[] } {
  const parts = text.split(';').map((part) => part.trim());
  // One trailing ';' is tolerated (the contract's pattern allows it); an empty address elsewhere is not.
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const problems: FieldProblem[] = [];
  parts.forEach((address, index) => {
    if (!isEmail(address))
      problems.push({
        field: 'opcoesEmail.destinatarios',
        message: address
          ? `"${address}" is not a valid e-mail (recipient ${index + 1})`
          : `recipient ${index + 1} is empty`,
      });
  });
  return { addresses: parts, problems };
}

/** Catalogue items: title detail and its tabs, baskets, export, teaching plans, closed stacks. */
export function catalogueHandlers(context: MockContext) {
  const { route, titleGet } = routesOf(context);

  return [
    // Fixed paths first: `/acervo/:id` would also match them.
    route(
      'post',
      '/acervo/cesta-permanente',
      'addPermanentBasketItems',
      'patron',
      async (request) => {
        const body = await readBody<{ acervos: number[] }>(request, basketAddRules);
        if (!body.ok) return body.answer;
        const problems = unknownTitles(context, body.value.acervos, 'acervos');
        if (problems.length) return badRequest(problems);
        const cod_pessoa = patronOf(context, request);
        const current = new Set(
          context.db.permanentBasket
            .all()
            .filter((row) => row.cod_pessoa === cod_pessoa)
            .map((row) => row.cod_acervo),
        );
        const added = [...new Set(body.value.acervos)].filter((code) => !current.has(code));
        const today = getReferenceToday();
        for (const cod_acervo of added)
          await context.db.permanentBasket.create({
            id: `${cod_pessoa}:${cod_acervo}`,
            cod_pessoa,
            cod_acervo,
            data_inclusao: today,
          });
        const message =
          added.length === 0
            ? 'Os títulos já estavam na cesta permanente'
            : `${added.length} título(s) adicionado(s) à cesta permanente`;
        return HttpResponse.json({ message } satisfies Schemas['MessageAnswer']);
      },
    ),
    route(
      'put',
      '/acervo/cesta-permanente',
      'removePermanentBasketItem',
      'patron',
      async (request) => {
        const body = await readBody<{ acervo: number }>(request, basketRemoveRules);
        if (!body.ok) return body.answer;
        const id = `${patronOf(context, request)}:${body.value.acervo}`;
        const row = context.db.permanentBasket.all().find((item) => item.id === id);
        if (!row) return notFound('O título não está na cesta permanente');
        context.db.permanentBasket.delete((q) => q.where({ id }));
        return HttpResponse.json({
          message: 'Título removido da cesta permanente',
        } satisfies Schemas['MessageAnswer']);
      },
    ),
    route(
      'get',
      '/acervo/cesta-permanente/colecao',
      'listPermanentBasket',
      'patron',
      (request, url) => {
        const kind = enumQuery(url, 'tipoBusca', ['todos', 'periodo'] as const);
        if (!kind.ok) return kind.answer;
        const range = dateRange(url);
        if (!range.ok) return range.answer;
        if (kind.value === 'periodo' && (!range.value.dataIni || !range.value.dataFim)) {
          const missing = ['dataIni', 'dataFim'].filter(
            (name) => !range.value[name as 'dataIni' | 'dataFim'],
          );
          return badRequest(
            missing.map((field) => ({ field, message: 'required when tipoBusca=periodo' })),
          );
        }
        const period = kind.value === 'periodo' ? range.value : {};
        const cod_pessoa = patronOf(context, request);
        const answer: Schemas['PermanentBasketItem'][] = context.db.permanentBasket
          .all()
          .filter((row) => row.cod_pessoa === cod_pessoa)
          .filter(
            (row) =>
              (!period.dataIni || row.data_inclusao >= period.dataIni) &&
              (!period.dataFim || row.data_inclusao <= period.dataFim),
          )
          .sort((a, b) =>
            a.data_inclusao < b.data_inclusao
              ? 1
              : a.data_inclusao > b.data_inclusao
                ? -1
                : a.cod_acervo - b.cod_acervo,
          )
          .flatMap((row) => {
            const title = titleByCode(context.db, row.cod_acervo);
            if (!title) return [];
            return [
              {
                cod_acervo: row.cod_acervo,
                titulo: displayTitle(title),
                autor: mainAuthorHeading(title),
                ano_publicacao: title.ano_publicacao === null ? null : String(title.ano_publicacao),
                desc_tipo_obra: title.desc_tipo_obra,
                data_inclusao: row.data_inclusao,
              },
            ];
          });
        return HttpResponse.json(answer);
      },
    ),
    route('post', '/acervo/exportar-cesta', 'exportBasket', 'any', async (request) => {
      type Body = {
        tipo: ExportFormat | 'email';
        dados?: ExportDetail;
        acervos: number[];
        opcoesEmail?: { destinatarios: string; assunto: string; mensagem?: string };
      };
      const body = await readBody<Body>(request, exportRules);
      if (!body.ok) return body.answer;
      const { tipo, acervos, opcoesEmail } = body.value;
      const detail = body.value.dados ?? 'referencia';
      const problems = unknownTitles(context, acervos, 'acervos');
      let addresses: string[] = [];
      if (tipo === 'email') {
        if (!opcoesEmail)
          problems.push({ field: 'opcoesEmail', message: 'required when tipo is email' });
        else {
          const checked = recipients(opcoesEmail.destinatarios);
          addresses = checked.addresses;
          problems.push(...checked.problems);
        }
      }
      if (problems.length) return badRequest(problems);
      const titles = [...new Set(acervos)].map((code) => titleByCode(context.db, code)!);
      const today = getReferenceToday();
      if (tipo === 'email') {
        const token = context.tokens.verify(request.headers.get('Authorization'));
        const mensagem = opcoesEmail!.mensagem?.trim() || null;
        await context.db.sentEmails.create({
          id: nextCode(context.db.sentEmails.all(), (row) => row.id, 0),
          origem: 'exportBasket',
          destinatarios: addresses,
          assunto: opcoesEmail!.assunto.trim(),
          mensagem,
          corpo: `${mensagem ? `${mensagem}\n\n` : ''}${referencesText(titles, detail, today)}`,
          acervos: titles.map((title) => title.cod_acervo),
          cod_pessoa: token?.kind === 'patron' ? Number(token.subject) : null,
          data_hora: isoNow(context),
        });
        return HttpResponse.json({
          message: `E-mail enviado para ${addresses.length} destinatário(s)`,
        } satisfies Schemas['MessageAnswer']);
      }
      const file = EXPORT_FILES[tipo];
      return new HttpResponse(exportFile(tipo, titles, detail, today), {
        status: 200,
        headers: {
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${file.filename}"`,
        },
      });
    }),
    route('get', '/acervo/meu-portal/bases-dados', 'listResearchDatabases', 'patron', () => {
      const answer: Schemas['ResearchDatabase'][] = context.db.researchDatabases
        .all()
        .slice()
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt'))
        .map(({ codigo, nome, descricao, url, slug }) => ({ codigo, nome, descricao, url, slug }));
      return HttpResponse.json(answer);
    }),
    route(
      'get',
      '/acervo/plano-ensino/disciplinas-bibliotecas',
      'getTeachingPlanFormData',
      'patron',
      () => {
        const answer: Schemas['TeachingPlanFormData'] = {
          departamentos: context.db.courses
            .all()
            .map((course) => ({ codigo: String(course.cod_curso), descricao: course.desc_curso })),
          disciplinas: context.db.subjects.all().map((subject) => ({
            codigo: subject.cod_disciplina,
            descricao: subject.desc_disciplina,
          })),
          bibliotecas: context.db.libraries
            .all()
            .filter((library) => library.fisica)
            .map((library) => ({
              cod_biblioteca: library.cod_biblioteca,
              desc_biblioteca: library.desc_biblioteca,
              cod_campus: library.cod_campus,
            })),
        };
        return HttpResponse.json(answer);
      },
    ),
    route(
      'get',
      '/acervo/plano-ensino/bibliografia',
      'listTeachingPlans',
      'patron',
      (_request, url) => {
        const departamento = textQuery(url, 'departamento', 50);
        if (!departamento.ok) return departamento.answer;
        const ano = integerQuery(url, 'ano', { min: 1900, max: 2999 });
        if (!ano.ok) return ano.answer;
        const semestre = integerQuery(url, 'semestre', { min: 1, max: 2 });
        if (!semestre.ok) return semestre.answer;
        const periodo = textQuery(url, 'periodo', 20);
        if (!periodo.ok) return periodo.answer;
        const disciplina = textQuery(url, 'disciplina', 50);
        if (!disciplina.ok) return disciplina.answer;
        const biblioteca = integerQuery(url, 'biblioteca');
        if (!biblioteca.ok) return biblioteca.answer;
        const filled =
          [departamento.value, periodo.value, disciplina.value].some(
            (value) => value !== undefined && value.trim() !== '',
          ) ||
          ano.value !== undefined ||
          semestre.value !== undefined;
        // "Teaching-plan search: at least one field filled" (spec section 5); the library only counts copies.
        if (!filled)
          return badRequest(
            [{ field: 'departamento', message: 'fill at least one field' }],
            'Preencha ao menos um campo',
          );
        const subjects = new Map(
          context.db.subjects.all().map((subject) => [subject.cod_disciplina, subject]),
        );
        const courses = new Map(
          context.db.courses.all().map((course) => [course.cod_curso, course]),
        );
        const today = getReferenceToday();
        const answer: Schemas['TeachingPlan'][] = context.db.teachingPlans
          .all()
          .filter((plan) => {
            const subject = subjects.get(plan.cod_disciplina);
            return (
              (!departamento.value || String(plan.cod_curso) === departamento.value.trim()) &&
              (ano.value === undefined || plan.ano === ano.value) &&
              (semestre.value === undefined || plan.semestre === semestre.value) &&
              (!periodo.value || subject?.periodo === periodo.value.trim()) &&
              (!disciplina.value || plan.cod_disciplina === disciplina.value.trim())
            );
          })
          .map((plan) => {
            const subject = subjects.get(plan.cod_disciplina);
            const course = courses.get(plan.cod_curso);
            // Loans in the plan's semester: January-June or July-December.
            const from = `${plan.ano}-${plan.semestre === 1 ? '01-01' : '07-01'}`;
            const to = `${plan.ano}-${plan.semestre === 1 ? '06-30' : '12-31'}`;
            const bibliografia = plan.bibliografia.map((item) => {
              const title =
                item.cod_acervo === null ? undefined : titleByCode(context.db, item.cod_acervo);
              const copies = title
                ? copiesOfTitle(context.db, title.cod_acervo).filter(
                    (copy) =>
                      biblioteca.value === undefined || copy.cod_biblioteca === biblioteca.value,
                  )
                : [];
              const loans =
                title && from <= today
                  ? totalsOf(context, title, from, to < today ? to : today, biblioteca.value)
                      .emprestimos
                  : 0;
              return { ...item, exemplares: copies.length, total_emprestimos: loans };
            });
            return {
              docentes: context.db.professors
                .findMany((q) => q.where((row) => row.disciplinas.includes(plan.cod_disciplina)))
                .map((row) => ({ cod_pessoa: row.cod_pessoa, nome: row.nome })),
              departamento: {
                codigo: String(plan.cod_curso),
                descricao: course?.desc_curso ?? String(plan.cod_curso),
              },
              ano: plan.ano,
              semestre: plan.semestre,
              periodo: subject?.periodo ?? null,
              disciplina: {
                codigo: plan.cod_disciplina,
                descricao: subject?.desc_disciplina ?? plan.cod_disciplina,
              },
              vagas: plan.vagas,
              bibliografia,
              total_emprestimos: bibliografia.reduce(
                (sum, item) => sum + item.total_emprestimos,
                0,
              ),
            };
          });
        return HttpResponse.json(answer);
      },
    ),
    route('post', '/gravar-armazem', 'createStorageRequest', 'patron', async (request, url) => {
      const library = integerQuery(url, 'cod_biblioteca', { required: true });
      if (!library.ok) return library.answer;
      const body = await readBody<{ cesta: Array<{ cod_acervo: number; cod_exemplar: number }> }>(
        request,
        storageRules,
      );
      if (!body.ok) return body.answer;
      if (!libraryByCode(context.db, library.value!))
        return badRequest([{ field: 'cod_biblioteca', message: 'unknown library' }]);
      const problems: FieldProblem[] = [];
      const seen = new Set<number>();
      const copies: CopyRow[] = [];
      body.value.cesta.forEach((item, index) => {
        const copy = copiesOfTitle(context.db, item.cod_acervo).find(
          (candidate) => candidate.cod_exemplar === item.cod_exemplar,
        );
        if (seen.has(item.cod_exemplar))
          problems.push({ field: `cesta[${index}].cod_exemplar`, message: 'repeated copy' });
        else if (
          !copy ||
          copy.cod_biblioteca !== library.value ||
          !CLOSED_STACK_COLLECTIONS.has(copy.cod_colecao)
        )
          problems.push({
            field: `cesta[${index}].cod_exemplar`,
            message: 'not a closed-stack copy of this title in this library',
          });
        else copies.push(copy);
        seen.add(item.cod_exemplar);
      });
      if (problems.length) return badRequest(problems);
      const requested = requestedCopies(context);
      if (copies.some((copy) => !storageItem(copy, requested).disponivel))
        return refusal(CATALOGUE_KEYS.storageUnavailable);
      const number = context.db.storageRequests.all().length + 1;
      const protocolo = `ARM-${getReferenceToday().slice(0, 4)}-${String(number).padStart(6, '0')}`;
      await context.db.storageRequests.create({
        protocolo,
        cod_pessoa: patronOf(context, request),
        cod_biblioteca: library.value!,
        itens: body.value.cesta.map(({ cod_acervo, cod_exemplar }) => ({
          cod_acervo,
          cod_exemplar,
        })),
        data_hora: isoNow(context),
        situacao: 'aberta',
      });
      const answer: Schemas['StorageProtocol'] = {
        protocolo,
        message: `Solicitação registrada: ${copies.length} exemplar(es)`,
      };
      return HttpResponse.json(answer, { status: 201 });
    }),
    titleGet('/acervo/:id', 'getTitle', (title, request) =>
      HttpResponse.json(titleAnswer(context, title, requestLanguage(request))),
    ),
    titleGet('/acervo/:id/referencia', 'getTitleReference', (title) =>
      HttpResponse.json({
        referencia: abntReference(title, getReferenceToday()).html,
        formato: 'ABNT',
      } satisfies Schemas['TitleReference']),
    ),
    titleGet('/acervo/:id/marc', 'getTitleMarc', (title, _request, url) => {
      const release = url.searchParams.get('liberacao');
      if (release !== null && release !== '1')
        return badRequest([{ field: 'liberacao', message: 'must be 1' }]);
      const record = titleMarc(title);
      // The released (public display) form leaves out the local control fields (9XX).
      const answer: Schemas['MarcRecord'] =
        release === '1'
          ? { ...record, campos: record.campos.filter((field) => !field.tag.startsWith('9')) }
          : record;
      return HttpResponse.json(answer);
    }),
    titleGet('/acervo/:id/exemplares', 'listTitleCopies', (title, request, url) => {
      const unit = integerQuery(url, 'cod_unidade');
      if (!unit.ok) return unit.answer;
      const language = requestLanguage(request);
      const answer = copiesOfTitle(context.db, title.cod_acervo)
        .filter((copy) => unit.value === undefined || copy.cod_biblioteca === unit.value)
        .sort((a, b) => a.cod_biblioteca - b.cod_biblioteca || a.exemplar - b.exemplar)
        .map((copy) => copyAnswer(context.db, copy, title, language));
      return HttpResponse.json(answer);
    }),
    titleGet('/acervo/:id/dublin-core', 'getTitleDublinCore', (title) =>
      HttpResponse.json(dublinCore(title) satisfies Schemas['DublinCoreElement'][]),
    ),
    titleGet('/acervo/:id/links', 'listTitleLinks', (title) =>
      HttpResponse.json(titleLinks(title)),
    ),
    titleGet('/acervo/:id/cor', 'getTitleColor', (title) =>
      HttpResponse.json({ cor: titleColor(title) } satisfies Schemas['TitleColor']),
    ),
    titleGet('/acervo/:id/bibliotecas', 'listTitleLibraries', (title) => {
      const counts = new Map<number, number>();
      for (const copy of copiesOfTitle(context.db, title.cod_acervo))
        counts.set(copy.cod_biblioteca, (counts.get(copy.cod_biblioteca) ?? 0) + 1);
      // Online titles are also "held" by the digital library.
      if (title.acesso_remoto === 'cr' && !counts.has(7)) counts.set(7, 0);
      const answer: Schemas['TitleLibrary'][] = [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .flatMap(([code, total]) => {
          const library = libraryByCode(context.db, code);
          return library
            ? [
                {
                  cod_biblioteca: code,
                  desc_biblioteca: library.desc_biblioteca,
                  cod_campus: library.cod_campus,
                  total_exemplares: total,
                },
              ]
            : [];
        });
      return HttpResponse.json(answer);
    }),
    titleGet('/acervo/:id/totais', 'getTitleTotals', (title, _request, url) => {
      const range = dateRange(url);
      if (!range.ok) return range.answer;
      const library = integerQuery(url, 'biblioteca');
      if (!library.ok) return library.answer;
      if (library.value !== undefined && !libraryByCode(context.db, library.value))
        return badRequest([{ field: 'biblioteca', message: 'unknown library' }]);
      const today = getReferenceToday();
      const to = range.value.dataFim ?? today;
      const from = range.value.dataIni ?? addDays(to, -365);
      if (from > to) return reversedPeriod();
      return HttpResponse.json(totalsOf(context, title, from, to, library.value));
    }),
    titleGet('/acervo/:id/permissoes', 'getTitlePermissions', (title) => {
      const copies = copiesOfTitle(context.db, title.cod_acervo);
      const availability = titleAvailability(context.db, copies);
      const functionalities = currentProfile(context).functionalities;
      const periodical = title.cod_tipo_obra === 2;
      const answer: Schemas['TitlePermissions'] = {
        // A hold only makes sense when every copy that circulates is out (spec: no holds while
        // copies are available); a reference-only title has nothing to wait for.
        reserva: availability.circulantes > 0 && availability.disponiveis === 0,
        solicitacao_emprestimo: copies.some((copy) => copy.cod_tipo_emprestimo !== 3),
        comentario: functionalities.some((activity) => activity.cod_atividade === 13),
        colecao_kardex: periodical,
        sumarios: periodical,
        sumarios_livros: !periodical && title.resumo !== null,
        dados_estatisticos: true,
        acervo_fechado: copies.some((copy) => CLOSED_STACK_COLLECTIONS.has(copy.cod_colecao)),
        marc: true,
        dublin_core: true,
      };
      return HttpResponse.json(answer);
    }),
    titleGet('/acervo/:id/dados-estatisticos/anos', 'listTitleStatisticsYears', (title) =>
      HttpResponse.json(statisticsYears(title, Number(getReferenceToday().slice(0, 4)))),
    ),
    titleGet(
      '/acervo/:id/dados-estatisticos/dados/:year',
      'getTitleStatistics',
      (title, _request, _url, params) => {
        const text = String(params.year);
        const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
        if (!(year >= 1900 && year <= 2999))
          return badRequest([{ field: 'year', message: 'must be a year from 1900 to 2999' }]);
        const today = getReferenceToday();
        if (!statisticsYears(title, Number(today.slice(0, 4))).includes(year))
          return notFound('Sem dados estatísticos para o ano');
        return HttpResponse.json(
          titleStatistics(title, year, today) satisfies Schemas['TitleStatistics'],
        );
      },
    ),
    titleGet('/acervo/:id/dados-armazem', 'getTitleStorageData', (title, _request, url) => {
      const library = integerQuery(url, 'cod_biblioteca', { required: true });
      if (!library.ok) return library.answer;
      const part: Record<'volume' | 'tomo' | 'parte', string | undefined> = {
        volume: undefined,
        tomo: undefined,
        parte: undefined,
      };
      for (const name of ['volume', 'tomo', 'parte'] as const) {
        const value = textQuery(url, name, 50);
        if (!value.ok) return value.answer;
        part[name] = value.value;
      }
      const requested = requestedCopies(context);
      const answer = copiesOfTitle(context.db, title.cod_acervo)
        .filter(
          (copy) =>
            copy.cod_biblioteca === library.value && CLOSED_STACK_COLLECTIONS.has(copy.cod_colecao),
        )
        .filter((copy) =>
          (['volume', 'tomo', 'parte'] as const).every(
            (name) => !part[name] || copy[name] === part[name],
          ),
        )
        .map((copy) => storageItem(copy, requested));
      return HttpResponse.json(answer);
    }),
  ];
}
