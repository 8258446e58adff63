import { WORK_TYPE, type TitleRow } from '../collections';
import { isValidIsbn, isValidIssn, makeIsbn13, makeIssn, toIsbn13 } from '../identifiers';
import { addDays, daysBetween } from '../reference-date';
import { createRng, type Rng } from '../prng';
import type { AuthorityRegistry } from './authority-registry';
import { coursesFor } from './classification';
import {
  coreWorks,
  parseSubject,
  type CoreKind,
  type CoreWork,
  type ParsedName,
} from './core-works';
import { COURSES, INSTITUTION, NETWORK_INSTITUTIONS } from './institution';
import { buildTitle, REPOSITORY_URL, type TitleDraft } from './title-builder';
import {
  EDITION_WORDS,
  EVENT_NAMES,
  GENERIC_TEMPLATES,
  GIVEN_NAMES,
  ISBN_GROUP,
  MAP_PLACES,
  MAP_THEMES,
  PUBLISHERS,
  STUDY_TEMPLATES,
  SURNAMES,
  TOPIC_TEMPLATES,
} from './vocabulary';

const KIND_TO_TYPE: Record<CoreKind, number> = { L: 1, P: 2, T: 3, D: 4, E: 6, M: 7, V: 8, A: 9 };

/** Share of generated titles acquired in the last 30 days (new acquisitions). */
const RECENT_SHARE = 0.03;

interface Context {
  rng: Rng;
  today: string;
  year: number;
  registry: AuthorityRegistry;
}

function acquisitionDate(ctx: Context, publishedYear: number | null): string {
  if (ctx.rng.chance(RECENT_SHARE)) return addDays(ctx.today, -ctx.rng.int(0, 29));
  const from = `${Math.max(publishedYear ?? 1975, 1975)}-01-01`;
  // Older than the 30-day window so "new acquisitions" stay a small, predictable set.
  const span = Math.max(daysBetween(from, ctx.today) - 31, 1);
  return addDays(from, ctx.rng.int(0, span));
}

function person(
  ctx: Context,
  language: string,
  funcao: ParsedName['funcao'] = 'autor',
): ParsedName {
  const lang = GIVEN_NAMES[language] ? language : 'por';
  const given = ctx.rng.pick(GIVEN_NAMES[lang]!);
  const surname = ctx.rng.pick(SURNAMES[lang]!);
  let other = ctx.rng.pick(SURNAMES[lang]!);
  if (other === surname) other = ctx.rng.pick(SURNAMES[lang]!);
  const second = lang === 'eng' || other === surname ? '' : ` ${other}`;
  // Portuguese headings enter under the last surname; Spanish under the first (paternal) one.
  const nome =
    lang === 'spa'
      ? `${surname}${second}, ${given}`
      : lang === 'por' && second
        ? `${second.trim()}, ${given} ${surname}`
        : `${surname}, ${given}`;
  return { nome, datas: null, tipo: 'pessoa', funcao };
}

function directName(name: ParsedName): string {
  const comma = name.nome.indexOf(', ');
  return comma > 0 ? `${name.nome.slice(comma + 2)} ${name.nome.slice(0, comma)}` : name.nome;
}

function publisherFor(ctx: Context, language: string): readonly [string, string] {
  return ctx.rng.pick(PUBLISHERS[language] ?? PUBLISHERS.por!);
}

function isbnFor(ctx: Context, language: string, year: number | null, cod: number): string | null {
  if (year !== null && year < 1970) return null;
  return makeIsbn13(ISBN_GROUP[language] ?? '85', 100000 + cod * 7 + ctx.rng.int(0, 6));
}

function pagesFor(ctx: Context, base: CoreWork): number {
  if (base.extra.pg) return Number(base.extra.pg) + ctx.rng.int(-10, 40);
  // Poetry (Dewey x1 in literature) is thin; novels and textbooks are not.
  if (/^8\d1|^869\.1/.test(base.ddc)) return ctx.rng.int(60, 260);
  return base.ddc.startsWith('8') ? ctx.rng.int(110, 720) : ctx.rng.int(220, 1100);
}

function splitTitle(full: string): [string, string | null] {
  const at = full.indexOf(': ');
  return at > 0 ? [full.slice(0, at), full.slice(at + 2)] : [full, null];
}

function coreDraft(ctx: Context, work: CoreWork): TitleDraft {
  const cod = work.index + 1;
  const isbn = work.extra.isbn && isValidIsbn(work.extra.isbn) ? toIsbn13(work.extra.isbn) : null;
  const issn = work.extra.issn && isValidIssn(work.extra.issn) ? work.extra.issn : null;
  const type = KIND_TO_TYPE[work.kind];
  const tese = work.extra.grau
    ? {
        grau: work.extra.grau,
        programa: work.extra.prog ?? '',
        instituicao: work.extra.inst ?? '',
        ano: work.ano,
      }
    : null;
  const notas: string[] = [];
  if (tese)
    notas.push(
      `${work.kind === 'T' ? 'Tese' : 'Dissertação'} (${tese.grau}) - ${tese.instituicao}, ${tese.ano ?? ''}.`,
    );
  if (work.kind === 'P' && work.ano) notas.push(`Início da publicação: ${work.ano}.`);
  return {
    origem: 'real',
    cod_obra: cod,
    cod_tipo_obra: type,
    titulo: work.titulo,
    subtitulo: work.subtitulo,
    principal: work.principal,
    secundarios: work.secundarios,
    edicao: work.extra.ed ?? null,
    local: work.local,
    editora: work.editora,
    ano: work.ano,
    paginas: work.extra.pg ? Number(work.extra.pg) : null,
    serie: work.extra.serie ?? null,
    volume: work.extra.vol ?? null,
    isbn,
    issn,
    idioma: work.idioma,
    ddc: work.ddc,
    assuntos: work.assuntos,
    resumo: work.extra.res ?? null,
    notas,
    tese,
    periodicidade: work.extra.freq ?? null,
    escala: work.extra.esc ?? null,
    duracao_min: work.extra.dur ? Number(work.extra.dur) : null,
    url:
      work.extra.url ??
      (tese && ctx.rng.chance(0.5) ? `${REPOSITORY_URL}/handle/123456789/${cod}` : null),
    capa: ['L', 'V', 'E', 'A'].includes(work.kind)
      ? ctx.rng.chance(0.85)
      : work.kind === 'P' && ctx.rng.chance(0.4),
    acessivel: ctx.rng.chance(0.06),
    uniforme:
      !work.principal && work.kind !== 'P' && work.kind !== 'M'
        ? { termo: work.titulo, idioma: null }
        : null,
    cursos: null,
    aquisicao: acquisitionDate(ctx, work.ano),
  };
}

function editionDraft(ctx: Context, base: CoreWork, cod: number, type: number): TitleDraft {
  const draft = coreDraft(ctx, base);
  const [editora, local] = publisherFor(ctx, base.idioma);
  const start = Math.max((base.ano ?? 1950) + 1, 1950);
  const undated = type === WORK_TYPE.livro && ctx.rng.chance(0.02);
  const ano = undated ? null : ctx.rng.int(Math.min(start, ctx.year), ctx.year);
  const n = ctx.rng.int(2, 14);
  const literary = base.ddc.startsWith('8');
  return {
    ...draft,
    origem: 'gerado',
    cod_tipo_obra: type,
    edicao: (EDITION_WORDS[base.idioma] ?? EDITION_WORDS.por!)(n),
    editora,
    local,
    ano,
    paginas: pagesFor(ctx, base),
    serie: literary && ctx.rng.chance(0.25) ? `Clássicos ${editora}` : draft.serie,
    // Some editions print the publisher's blurb; most catalogue records carry no summary.
    resumo: ctx.rng.chance(0.3) ? draft.resumo : null,
    isbn: isbnFor(ctx, base.idioma, ano, cod),
    notas: [],
    tese: null,
    url:
      type === WORK_TYPE.ebook || type === WORK_TYPE.audiolivro
        ? `${REPOSITORY_URL}/digital/${cod}`
        : null,
    capa: ctx.rng.chance(0.45),
    acessivel:
      type === WORK_TYPE.audiolivro ||
      (type === WORK_TYPE.ebook ? ctx.rng.chance(0.4) : ctx.rng.chance(0.03)),
    uniforme: null,
    aquisicao: acquisitionDate(ctx, ano),
  };
}

function translationDraft(ctx: Context, base: CoreWork, cod: number): TitleDraft {
  const target = ctx.rng.pick(base.traducoes);
  const [titulo, subtitulo] = splitTitle(target.titulo);
  const draft = editionDraft(ctx, base, cod, WORK_TYPE.livro);
  const [editora, local] = publisherFor(ctx, target.idioma);
  const ano = ctx.rng.int(Math.min(Math.max((base.ano ?? 1940) + 1, 1940), ctx.year), ctx.year);
  const translator = person(ctx, target.idioma, 'tradutor');
  return {
    ...draft,
    titulo,
    subtitulo,
    idioma: target.idioma,
    edicao: ctx.rng.chance(0.4)
      ? (EDITION_WORDS[target.idioma] ?? EDITION_WORDS.por!)(ctx.rng.int(2, 6))
      : null,
    editora,
    local,
    ano,
    isbn: isbnFor(ctx, target.idioma, ano, cod),
    secundarios: [...base.secundarios, translator],
    serie: null,
    resumo: null,
    notas: [`Tradução de: ${base.titulo}.`],
    uniforme: { termo: base.titulo, idioma: target.idioma },
    cursos: coursesFor(base.ddc, target.idioma),
    aquisicao: acquisitionDate(ctx, ano),
  };
}

function fillTemplate(template: string, base: CoreWork, subject: string): string {
  const author = base.principal ? directName(base.principal) : '';
  return template.replace('{W}', base.titulo).replace('{A}', author).replace('{S}', subject);
}

/** A subject heading inside a sentence: common nouns lower-cased, names ("Canudos (BA)") kept. */
function inSentence(term: string): string {
  const rest = term.slice(1);
  return term.includes('(') || rest !== rest.toLowerCase()
    ? term
    : term.charAt(0).toLowerCase() + rest;
}

function studyTitle(ctx: Context, base: CoreWork, language: string): string {
  const topical = base.assuntos.find((subject) => subject.tipo === 'topico');
  const literary = base.ddc.startsWith('8');
  const table = literary
    ? STUDY_TEMPLATES
    : !topical || base.idioma !== language
      ? GENERIC_TEMPLATES
      : TOPIC_TEMPLATES;
  const templates = table[language] ?? table.por!;
  const usable =
    base.principal?.tipo === 'pessoa'
      ? templates
      : templates.filter((template) => !template.includes('{A}'));
  const chosen = ctx.rng.pick(usable.length > 0 ? usable : ['{W}: estudo crítico']);
  return fillTemplate(chosen, base, topical ? inSentence(topical.termo) : base.titulo);
}

function studySubjects(base: CoreWork): TitleDraft['assuntos'] {
  const subjects: TitleDraft['assuntos'] = [];
  if (base.principal?.tipo === 'pessoa') {
    const datas = base.principal.datas ? `, ${base.principal.datas}` : '';
    subjects.push(parseSubject(`p:${base.principal.nome}${datas} -- Crítica e interpretação`));
  }
  subjects.push(...base.assuntos.filter((subject) => subject.tipo !== 'genero_forma').slice(0, 2));
  return subjects;
}

const DEGREES: Record<string, Record<number, string>> = {
  por: { 3: 'Doutorado', 4: 'Mestrado', 5: 'Graduação' },
  spa: { 3: 'Doctorado', 4: 'Maestría', 5: 'Licenciatura' },
  eng: { 3: 'Ph.D.', 4: 'M.A.', 5: 'B.A.' },
};

function thesisDraft(ctx: Context, base: CoreWork, cod: number): TitleDraft {
  const language = ctx.rng.chance(0.78) ? 'por' : ctx.rng.chance(0.6) ? 'spa' : 'eng';
  const roll = ctx.rng.next();
  const type = roll < 0.35 ? WORK_TYPE.tese : roll < 0.8 ? WORK_TYPE.dissertacao : WORK_TYPE.tcc;
  const home = ctx.rng.chance(0.7);
  // Only the medical school of the network defends theses in the health sciences, and only those.
  const health = base.ddc.startsWith('61');
  const elsewhere = NETWORK_INSTITUTIONS.slice(1).filter(
    (entry) => (entry.sigla === 'FMP') === health,
  );
  const institution =
    home || elsewhere.length === 0 ? INSTITUTION.nome : ctx.rng.pick(elsewhere).desc_empresa;
  const courses = coursesFor(base.ddc, base.idioma);
  const course = COURSES.find((entry) => entry.cod_curso === courses[0]);
  const programa = (course?.desc_curso ?? 'Estudos Interdisciplinares')
    .replace(/^(Mestrado|Doutorado) em /, '')
    .replace(/^Letras - .*/, 'Letras');
  const ano = ctx.rng.int(Math.min(Math.max((base.ano ?? 1985) + 1, 1985), ctx.year), ctx.year);
  const pages =
    type === WORK_TYPE.tcc
      ? ctx.rng.int(30, 90)
      : type === WORK_TYPE.dissertacao
        ? ctx.rng.int(80, 220)
        : ctx.rng.int(150, 420);
  const student = person(ctx, language);
  const grau = (DEGREES[language] ?? DEGREES.por!)[type]!;
  const [titulo, subtitulo] = splitTitle(studyTitle(ctx, base, language));
  const authorName = base.principal ? directName(base.principal) : base.titulo;
  const resumo =
    language === 'por'
      ? `Este trabalho analisa ${base.titulo}${base.principal ? `, de ${authorName},` : ''} a partir da fortuna crítica e de documentos da época, discutindo ${base.assuntos[0]?.termo.toLowerCase() ?? 'a obra'}.`
      : language === 'spa'
        ? `Este trabajo analiza ${base.titulo}${base.principal ? `, de ${authorName},` : ''} a partir de la recepción crítica y de documentos de la época.`
        : `This work examines ${base.titulo}${base.principal ? ` by ${authorName}` : ''} in the light of its critical reception.`;
  return {
    origem: 'gerado',
    cod_obra: 100000 + cod,
    cod_tipo_obra: type,
    titulo,
    subtitulo,
    principal: student,
    secundarios: [
      person(ctx, language, 'orientador'),
      { nome: institution, datas: null, tipo: 'instituicao', funcao: 'autor' },
    ],
    edicao: null,
    local: home
      ? 'Florianópolis'
      : (NETWORK_INSTITUTIONS.find((entry) => entry.desc_empresa === institution)?.cidade ?? null),
    editora: null,
    ano,
    paginas: pages,
    serie: null,
    volume: null,
    isbn: null,
    issn: null,
    idioma: language,
    ddc: base.ddc,
    assuntos: studySubjects(base),
    resumo,
    notas: [
      `${type === WORK_TYPE.tese ? 'Tese' : type === WORK_TYPE.dissertacao ? 'Dissertação' : 'Trabalho de conclusão de curso'} (${grau} em ${programa}) - ${institution}, ${ano}.`,
    ],
    tese: { grau, programa, instituicao: institution, ano },
    periodicidade: null,
    escala: null,
    duracao_min: null,
    url: ctx.rng.chance(0.7) ? `${REPOSITORY_URL}/handle/123456789/${cod}` : null,
    capa: false,
    acessivel: ctx.rng.chance(0.05),
    uniforme: null,
    cursos: course ? [course.cod_curso] : null,
    aquisicao: acquisitionDate(ctx, ano),
  };
}

function studyBookDraft(ctx: Context, base: CoreWork, cod: number): TitleDraft {
  const draft = thesisDraft(ctx, base, cod);
  const [editora, local] = publisherFor(ctx, draft.idioma);
  const authors = ctx.rng.chance(0.25) ? [person(ctx, draft.idioma)] : [];
  return {
    ...draft,
    cod_tipo_obra: WORK_TYPE.livro,
    secundarios: authors,
    editora,
    local,
    paginas: ctx.rng.int(140, 420),
    isbn: isbnFor(ctx, draft.idioma, draft.ano, cod),
    notas: ['Inclui bibliografia.'],
    tese: null,
    url: null,
    capa: ctx.rng.chance(0.5),
  };
}

function proceedingsDraft(ctx: Context, cod: number): TitleDraft {
  const [name, city, subject] = ctx.rng.pick(EVENT_NAMES);
  const spanish = name.startsWith('Congreso');
  const n = ctx.rng.int(4, 32);
  const ano = ctx.rng.int(1995, ctx.year);
  const ddc = subject.startsWith('Educação')
    ? '370'
    : subject.startsWith('Engenharia')
      ? '005.1'
      : subject.startsWith('Saúde')
        ? '614'
        : subject.startsWith('Brasil')
          ? '981'
          : subject.startsWith('Literatura hisp')
            ? '860'
            : '809';
  return {
    origem: 'gerado',
    cod_obra: 100000 + cod,
    cod_tipo_obra: WORK_TYPE.anais,
    titulo: spanish ? `Actas del ${name}` : `Anais do ${name}`,
    subtitulo: null,
    principal: {
      nome: `${name} (${n}. : ${ano} : ${city})`,
      datas: null,
      tipo: 'evento',
      funcao: 'autor',
    },
    secundarios: [
      person(ctx, spanish ? 'spa' : 'por', 'organizador'),
      person(ctx, spanish ? 'spa' : 'por', 'organizador'),
    ],
    edicao: null,
    local: city,
    editora: spanish ? 'Universidad de Buenos Aires' : INSTITUTION.sigla,
    ano,
    paginas: ctx.rng.int(200, 900),
    serie: null,
    volume: null,
    isbn: isbnFor(ctx, spanish ? 'spa' : 'por', ano, cod),
    issn: null,
    idioma: spanish ? 'spa' : 'por',
    ddc,
    assuntos: [parseSubject(subject)],
    resumo: null,
    notas: ['Trabalhos apresentados no evento.'],
    tese: null,
    periodicidade: null,
    escala: null,
    duracao_min: null,
    url: ctx.rng.chance(0.5) ? `${REPOSITORY_URL}/anais/${cod}` : null,
    capa: false,
    acessivel: false,
    uniforme: null,
    cursos: null,
    aquisicao: acquisitionDate(ctx, ano),
  };
}

function mapDraft(ctx: Context, cod: number): TitleDraft {
  const [place, placeInTitle] = ctx.rng.pick(MAP_PLACES);
  const theme = ctx.rng.pick(MAP_THEMES);
  const undated = ctx.rng.chance(0.15);
  const ano = undated ? null : ctx.rng.int(1960, ctx.year);
  const scale = ctx.rng.pick(['1:50.000', '1:100.000', '1:250.000', '1:500.000', '1:1.000.000']);
  return {
    origem: 'gerado',
    cod_obra: 100000 + cod,
    cod_tipo_obra: WORK_TYPE.mapa,
    titulo: `${theme} ${placeInTitle}`,
    subtitulo: null,
    principal: {
      nome: 'Instituto Brasileiro de Geografia e Estatística',
      datas: null,
      tipo: 'instituicao',
      funcao: 'autor',
    },
    secundarios: [],
    edicao: ctx.rng.chance(0.3) ? `${ctx.rng.int(2, 6)}. ed.` : null,
    local: 'Rio de Janeiro',
    editora: 'IBGE',
    ano,
    paginas: null,
    serie: null,
    volume: null,
    isbn: null,
    issn: null,
    idioma: 'por',
    ddc: '912.81',
    assuntos: [parseSubject(`g:${place} -- Mapas`)],
    resumo: null,
    notas: [`Escala ${scale}.`],
    tese: null,
    periodicidade: null,
    escala: `Escala ${scale}`,
    duracao_min: null,
    url: null,
    capa: false,
    acessivel: false,
    uniforme: null,
    cursos: null,
    aquisicao: acquisitionDate(ctx, ano),
  };
}

const JOURNAL_AREAS: ReadonlyArray<readonly [string, string, string]> = [
  ['Estudos Literários', '869.05', 'Literatura -- Periódicos'],
  ['Educação', '370.5', 'Educação -- Periódicos'],
  ['Computação Aplicada', '004.05', 'Computação -- Periódicos'],
  ['História', '981.005', 'Brasil -- História -- Periódicos'],
  ['Saúde Coletiva', '614.05', 'Saúde pública -- Periódicos'],
  ['Ciências Agrárias', '630.5', 'Agricultura -- Periódicos'],
  ['Geografia', '910.5', 'Geografia -- Periódicos'],
  ['Ciências Sociais', '300.5', 'Ciências sociais -- Periódicos'],
];
const JOURNAL_PREFIXES = [
  'Revista Brasileira de',
  'Cadernos de',
  'Revista de',
  'Estudos em',
  'Boletim de',
];

function journalDraft(ctx: Context, cod: number, serial: number): TitleDraft | null {
  const area = JOURNAL_AREAS[serial % JOURNAL_AREAS.length]!;
  const prefix = JOURNAL_PREFIXES[Math.floor(serial / JOURNAL_AREAS.length)];
  if (!prefix) return null;
  const ano = ctx.rng.int(1970, 2015);
  return {
    origem: 'gerado',
    cod_obra: 100000 + cod,
    cod_tipo_obra: WORK_TYPE.periodico,
    titulo: `${prefix} ${area[0]}`,
    subtitulo: null,
    principal: null,
    secundarios: [
      {
        nome: `${INSTITUTION.nome}. Programa de Pós-Graduação em ${area[0]}`,
        datas: null,
        tipo: 'instituicao',
        funcao: 'autor',
      },
    ],
    edicao: null,
    local: 'Florianópolis',
    editora: `Editora ${INSTITUTION.sigla}`,
    ano,
    paginas: null,
    serie: null,
    volume: null,
    isbn: null,
    issn: makeIssn(1500000 + serial * 37),
    idioma: 'por',
    ddc: area[1],
    assuntos: [parseSubject(area[2]), parseSubject('f:Periódicos')],
    resumo: null,
    notas: [`Início da publicação: ${ano}.`],
    tese: null,
    periodicidade: ctx.rng.pick(['Semestral', 'Quadrimestral', 'Trimestral']),
    escala: null,
    duracao_min: null,
    url: ctx.rng.chance(0.6) ? `${REPOSITORY_URL}/periodicos/${cod}` : null,
    capa: ctx.rng.chance(0.3),
    acessivel: false,
    uniforme: null,
    cursos: null,
    aquisicao: acquisitionDate(ctx, ano),
  };
}

function documentaryDraft(ctx: Context, base: CoreWork, cod: number): TitleDraft | null {
  if (base.principal?.tipo !== 'pessoa' || !base.ddc.startsWith('8')) return null;
  const ano = ctx.rng.int(1975, ctx.year);
  const subtitle = ctx.rng.pick(['vida e obra', 'o escritor e seu tempo', 'retrato de um autor']);
  const datas = base.principal.datas ? `, ${base.principal.datas}` : '';
  return {
    origem: 'gerado',
    cod_obra: 100000 + cod,
    cod_tipo_obra: WORK_TYPE.video,
    titulo: directName(base.principal),
    subtitulo: subtitle,
    principal: null,
    secundarios: [person(ctx, 'por', 'direcao')],
    edicao: null,
    local: ctx.rng.pick(['Rio de Janeiro', 'São Paulo']),
    editora: ctx.rng.pick(['TV Cultura', 'Canal Futura', 'TV Escola']),
    ano,
    paginas: null,
    serie: null,
    volume: null,
    isbn: null,
    issn: null,
    idioma: 'por',
    ddc: base.ddc,
    assuntos: [parseSubject(`p:${base.principal.nome}${datas}`), parseSubject('f:Documentários')],
    resumo: `Documentário sobre a vida e a obra de ${directName(base.principal)}.`,
    notas: [],
    tese: null,
    periodicidade: null,
    escala: null,
    duracao_min: ctx.rng.int(48, 110),
    url: null,
    capa: ctx.rng.chance(0.6),
    acessivel: ctx.rng.chance(0.3),
    uniforme: null,
    cursos: null,
    aquisicao: acquisitionDate(ctx, ano),
  };
}

/**
 * All titles: the real works first (cod_acervo 1..N, in table order), then generated ones
 * up to `count`, each derived from a real work so searches for real names find families
 * of plausible records (editions, translations, e-books, theses about the work...).
 */
export function generateTitles(
  count: number,
  today: string,
  registry: AuthorityRegistry,
): TitleRow[] {
  const ctx: Context = {
    rng: createRng('titles-v1'),
    today,
    year: Number(today.slice(0, 4)),
    registry,
  };
  const works = coreWorks();
  const titles: TitleRow[] = works.map((work) =>
    buildTitle(work.index + 1, coreDraft(ctx, work), registry),
  );
  const books = works.filter((work) => work.kind === 'L');
  const translatable = books.filter((work) => work.traducoes.length > 0);
  let journals = 0;
  for (let cod = titles.length + 1; titles.length < count; cod++) {
    const roll = ctx.rng.next();
    const base = ctx.rng.pick(books);
    let draft: TitleDraft | null;
    if (roll < 0.26) draft = editionDraft(ctx, base, cod, WORK_TYPE.livro);
    else if (roll < 0.4) draft = translationDraft(ctx, ctx.rng.pick(translatable), cod);
    else if (roll < 0.48) draft = editionDraft(ctx, base, cod, WORK_TYPE.ebook);
    else if (roll < 0.51)
      draft = {
        ...editionDraft(ctx, base, cod, WORK_TYPE.audiolivro),
        secundarios: [person(ctx, base.idioma, 'narrador')],
        duracao_min: ctx.rng.int(240, 1500),
        paginas: null,
        isbn: null,
      };
    else if (roll < 0.67) draft = thesisDraft(ctx, base, cod);
    else if (roll < 0.77) draft = studyBookDraft(ctx, base, cod);
    else if (roll < 0.8) draft = proceedingsDraft(ctx, cod);
    else if (roll < 0.83) draft = mapDraft(ctx, cod);
    else if (roll < 0.84) draft = journalDraft(ctx, cod, journals++);
    else if (roll < 0.86) draft = documentaryDraft(ctx, base, cod);
    else draft = editionDraft(ctx, base, cod, WORK_TYPE.livro);
    draft ??= editionDraft(ctx, base, cod, WORK_TYPE.livro);
    titles.push(buildTitle(cod, draft, registry));
  }
  return titles;
}
