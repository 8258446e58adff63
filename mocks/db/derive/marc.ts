import type { AuthorityRow, TitleAuthor, TitleRow, TitleSubject } from '../collections';
import { AUTHORITY_TYPES } from '../collections';
import { nonFilingCount } from '../text';
import {
  dataField,
  ORGANIZATION_CODE,
  transactionStamp,
  withLeader,
  yymmdd,
  type MarcField,
  type MarcRecord,
} from './marc-types';

const RECORD_TYPE: Record<number, [string, string]> = {
  1: ['a', 'm'],
  2: ['a', 's'],
  3: ['a', 'm'],
  4: ['a', 'm'],
  5: ['a', 'm'],
  6: ['a', 'm'],
  7: ['e', 'm'],
  8: ['g', 'm'],
  9: ['i', 'm'],
  10: ['a', 'm'],
};

/** MARC country codes of the places in the seed. */
const PLACE_CODES: Array<[RegExp, string]> = [
  [
    /Rio de Janeiro|São Paulo|Belo Horizonte|Porto Alegre|Fortaleza|Florianópolis|Salvador|Recife|Curitiba|Blumenau|Joinville/,
    'bl ',
  ],
  [/Lisboa|Porto$/, 'po '],
  [/Madrid|Barcelona|Burgos/, 'sp '],
  [/Buenos Aires/, 'ag '],
  [/México/, 'mx '],
  [/Bogotá/, 'ck '],
  [/Santiago/, 'cl '],
  [/Montevideo/, 'uy '],
  [/Cambridge, Mass\.|Boston/, 'mau'],
  [/London|Oxford|Cambridge/, 'enk'],
  [/New York|Nueva York/, 'nyu'],
  [/Chicago/, 'ilu'],
  [/Philadelphia/, 'pau'],
  [/Princeton|Upper Saddle River|Englewood Cliffs/, 'nju'],
  [/Washington/, 'dcu'],
  [/Reading, Mass\./, 'mau'],
  [/Redmond/, 'wau'],
  [/San Francisco|Hollywood/, 'cau'],
  [/Paris/, 'fr '],
  [/Hamburg|Berlin|Leipzig|Stuttgart|Frankfurt/, 'gw '],
  [/Zürich/, 'sz '],
];

export function placeCode(place: string | null): string {
  if (!place) return 'xx ';
  return PLACE_CODES.find(([pattern]) => pattern.test(place))?.[1] ?? 'xx ';
}

/** 008 for a bibliographic record: 40 positions. */
export function field008(title: TitleRow): string {
  const serial = title.cod_tipo_obra === 2;
  const dateType = serial ? 'c' : title.ano_publicacao === null ? 'n' : 's';
  const date1 =
    title.ano_publicacao === null ? 'uuuu' : String(title.ano_publicacao).padStart(4, '0');
  const date2 = serial ? '9999' : '    ';
  const online = title.acesso_remoto ? 'o' : ' ';
  const fiction = title.classificacao.startsWith('8') ? '1' : '0';
  const material = serial
    ? `${title.periodicidade ? 'r' : ' '}r p${online}     0   ${'b'}0`
    : `    ${' '}${online}    ${' '}000 ${fiction} `;
  return `${yymmdd(title.data_catalogacao)}${dateType}${date1}${date2}${placeCode(title.local_publicacao)}${material.padEnd(17).slice(0, 17)}${title.idioma.padEnd(3).slice(0, 3)} d`;
}

function direct(name: string): string {
  const comma = name.indexOf(', ');
  return comma > 0 ? `${name.slice(comma + 2)} ${name.slice(0, comma)}` : name;
}

function nameField(tag: string, author: TitleAuthor, relator: string | null): MarcField | null {
  if (author.tipo === 'pessoa') {
    const endsName = author.datas || relator ? ',' : '.';
    return dataField(tag, '1', ' ', [
      ['a', `${author.nome}${author.nome.endsWith('.') ? '' : endsName}`],
      ['d', author.datas ? `${author.datas}${relator ? ',' : '.'}` : null],
      ['e', relator ? `${relator}.` : null],
    ]);
  }
  if (author.tipo === 'evento') {
    const match = /^(.*) \((\d+)\. : (\d{4}) : (.*)\)$/.exec(author.nome);
    if (match)
      return dataField(tag, '2', ' ', [
        ['a', match[1]],
        ['n', `(${match[2]}. :`],
        ['d', `${match[3]} :`],
        ['c', `${match[4]})`],
      ]);
  }
  return dataField(tag, '2', ' ', [
    ['a', `${author.nome}.`],
    ['e', relator ? `${relator}.` : null],
  ]);
}

const RELATORS: Record<string, string | null> = {
  autor: null,
  tradutor: 'tradutor',
  orientador: 'orientador',
  organizador: 'organizador',
  direcao: 'direção',
  narrador: 'narrador',
  ilustrador: 'ilustrador',
};

const SUBDIVISION_CODE = { geral: 'x', forma: 'v', geografica: 'z', cronologica: 'y' } as const;
const SUBJECT_TAG = {
  topico: '650',
  geografico: '651',
  genero_forma: '655',
  cronologico: '648',
  pessoa: '600',
} as const;

function subjectField(subject: TitleSubject, datas: string | null): MarcField | null {
  const tag = SUBJECT_TAG[subject.tipo];
  const subdivisions: Array<[string, string]> = subject.subdivisoes.map((sub) => [
    SUBDIVISION_CODE[sub.tipo],
    sub.termo,
  ]);
  if (subject.tipo === 'pessoa')
    return dataField(tag, '1', '4', [
      ['a', datas ? `${subject.termo},` : subject.termo],
      ['d', datas],
      ...subdivisions,
    ]);
  return dataField(tag, ' ', '4', [['a', subject.termo], ...subdivisions]);
}

function responsibility(title: TitleRow): string | null {
  const authors = title.autores
    .filter((author) => author.funcao === 'autor' && author.tipo === 'pessoa')
    .map((author) => direct(author.nome));
  const others = title.autores.filter(
    (author) => author.funcao !== 'autor' && author.tipo === 'pessoa',
  );
  const parts: string[] = [];
  if (authors.length > 0)
    parts.push(authors.length > 3 ? `${authors[0]} ... [et al.]` : authors.join(', '));
  for (const other of others)
    parts.push(`${RELATORS[other.funcao] ?? other.funcao} ${direct(other.nome)}`);
  return parts.length > 0 ? parts.join(' ; ') : null;
}

const CONTENT_TYPE: Record<string, [string, string, string, string, string, string]> = {
  a: ['texto', 'txt', 'não mediado', 'n', 'volume', 'nc'],
  e: ['imagem cartográfica', 'cri', 'não mediado', 'n', 'folha', 'nb'],
  g: ['imagem bidimensional em movimento', 'tdi', 'vídeo', 'v', 'videodisco', 'vd'],
  i: ['palavra falada', 'spw', 'áudio', 's', 'recurso online', 'cr'],
};

/** The bibliographic MARC 21 record of a title, derived from its fields (never stored). */
export function titleMarc(title: TitleRow): MarcRecord {
  const [recordType, level] = RECORD_TYPE[title.cod_tipo_obra] ?? ['a', 'm'];
  const main = title.autores.find((author) => author.principal) ?? null;
  const added = title.autores.filter((author) => !author.principal);
  const subtitle = title.subtitulo;
  const sor = responsibility(title);
  const fields: Array<MarcField | null> = [
    { tag: '001', valor: String(title.cod_acervo) },
    { tag: '003', valor: ORGANIZATION_CODE },
    { tag: '005', valor: transactionStamp(title.data_catalogacao) },
    { tag: '008', valor: field008(title) },
    dataField('020', ' ', ' ', [['a', title.isbn]]),
    dataField('022', ' ', ' ', [['a', title.issn]]),
    dataField('040', ' ', ' ', [
      ['a', ORGANIZATION_CODE],
      ['b', 'por'],
      ['c', ORGANIZATION_CODE],
    ]),
    title.titulo_uniforme?.idioma ? dataField('041', '1', ' ', [['a', title.idioma]]) : null,
    dataField('082', '0', '4', [
      ['a', title.classificacao],
      ['2', '23'],
    ]),
    dataField('090', ' ', ' ', [
      ['a', title.classificacao],
      ['b', title.chamada.slice(title.classificacao.length).trim()],
    ]),
    main
      ? nameField(
          main.tipo === 'pessoa' ? '100' : main.tipo === 'evento' ? '111' : '110',
          main,
          null,
        )
      : null,
    title.titulo_uniforme && !main
      ? dataField('130', '0', ' ', [['a', `${title.titulo_uniforme.termo}.`]])
      : null,
    title.titulo_uniforme && main
      ? dataField('240', '1', '0', [
          ['a', `${title.titulo_uniforme.termo}.`],
          ['l', title.idioma_desc],
        ])
      : null,
    dataField('245', main ? '1' : '0', String(nonFilingCount(title.titulo, title.idioma)), [
      ['a', `${title.titulo}${subtitle ? ' :' : sor ? ' /' : '.'}`],
      ['b', subtitle ? `${subtitle}${sor ? ' /' : '.'}` : null],
      ['c', sor ? `${sor}.` : null],
    ]),
    dataField('250', ' ', ' ', [['a', title.edicao]]),
    dataField('264', ' ', '1', [
      ['a', title.local_publicacao ? `${title.local_publicacao} :` : '[S. l.] :'],
      ['b', title.editora ? `${title.editora},` : '[s. n.],'],
      [
        'c',
        title.ano_publicacao === null
          ? '[s. d.]'
          : `${title.ano_publicacao}${title.cod_tipo_obra === 2 ? '-' : '.'}`,
      ],
    ]),
    dataField('300', ' ', ' ', [['a', title.descricao_fisica]]),
    dataField('310', ' ', ' ', [['a', title.periodicidade]]),
    ...(() => {
      const [content, contentCode, media, mediaCode, carrier, carrierCode] =
        CONTENT_TYPE[recordType] ?? CONTENT_TYPE.a!;
      const online = !!title.acesso_remoto && title.cod_tipo_obra !== 1;
      return [
        dataField('336', ' ', ' ', [
          ['a', content],
          ['b', contentCode],
          ['2', 'rdacontent'],
        ]),
        dataField('337', ' ', ' ', [
          ['a', online ? 'computador' : media],
          ['b', online ? 'c' : mediaCode],
          ['2', 'rdamedia'],
        ]),
        dataField('338', ' ', ' ', [
          ['a', online ? 'recurso online' : carrier],
          ['b', online ? 'cr' : carrierCode],
          ['2', 'rdacarrier'],
        ]),
      ];
    })(),
    dataField('490', '1', ' ', [
      ['a', title.serie ? `${title.serie}${title.volume ? ' ;' : ''}` : null],
      ['v', title.serie ? title.volume : null],
    ]),
    ...title.notas
      .filter((note) => !title.tese || !note.includes(title.tese.instituicao))
      .map((note) => dataField('500', ' ', ' ', [['a', note]])),
    title.tese
      ? dataField('502', ' ', ' ', [
          ['b', title.tese.grau],
          ['c', title.tese.instituicao],
          ['d', title.tese.ano === null ? null : String(title.tese.ano)],
        ])
      : null,
    dataField('520', ' ', ' ', [['a', title.resumo]]),
    dataField('546', ' ', ' ', [['a', `Texto em ${title.idioma_desc.toLowerCase()}.`]]),
    ...title.assuntos.map((subject) => subjectField(subject, subject.datas ?? null)),
    ...added.map((author) =>
      nameField(
        author.tipo === 'pessoa' ? '700' : author.tipo === 'evento' ? '711' : '710',
        author,
        RELATORS[author.funcao] ?? null,
      ),
    ),
    title.serie
      ? dataField('830', ' ', '0', [
          ['a', title.serie],
          ['v', title.volume],
        ])
      : null,
    ...title.links.map((link) =>
      dataField('856', '4', '0', [
        ['u', link.url],
        ['y', link.descricao],
      ]),
    ),
  ];
  return withLeader(
    `00000n${recordType}${level} a2200000 i 4500`,
    fields.filter((field): field is MarcField => field !== null),
  );
}

/** Subfield value of the first occurrence of a tag (tests and views use it). */
export function marcValue(record: MarcRecord, tag: string, code?: string): string | undefined {
  const field = record.campos.find((entry) => entry.tag === tag);
  if (!field) return undefined;
  if (code === undefined) return field.valor;
  return field.subcampos?.find((sub) => sub.codigo === code)?.valor;
}

const AUTHORITY_SUBFIELD: Record<string, string> = {
  subdivisao_geral: 'x',
  subdivisao_genero_forma: 'v',
  subdivisao_geografica: 'z',
  subdivisao_cronologica: 'y',
};

/** The authority MARC 21 record of an authority row. */
export function authorityMarc(
  authority: AuthorityRow,
  related: ReadonlyArray<
    Pick<AuthorityRow, 'cod_autoridade' | 'tipo' | 'cabecalho' | 'datas'>
  > = [],
): MarcRecord {
  const type = AUTHORITY_TYPES.find((entry) => entry.tipo === authority.tipo)!;
  const tag = type.tag;
  const heading = (
    tagNumber: string,
    value: string,
    datas: string | null,
    kind: string,
  ): MarcField | null => {
    const code = AUTHORITY_SUBFIELD[kind] ?? 'a';
    if (kind === 'autor_pessoa')
      return dataField(tagNumber, '1', ' ', [
        ['a', datas ? `${value},` : value],
        ['d', datas],
      ]);
    if (kind === 'autor_instituicao' || kind === 'autor_evento')
      return dataField(tagNumber, '2', ' ', [['a', value]]);
    return dataField(tagNumber, ' ', ' ', [[code, value]]);
  };
  const tagOf = (kind: string): string =>
    AUTHORITY_TYPES.find((entry) => entry.tipo === kind)?.tag ?? '150';
  const fields: Array<MarcField | null> = [
    { tag: '001', valor: String(authority.cod_autoridade) },
    { tag: '003', valor: ORGANIZATION_CODE },
    { tag: '005', valor: transactionStamp(authority.data_catalogacao) },
    {
      tag: '008',
      valor: `${yymmdd(authority.data_catalogacao)}n| acannaabn          |a aaa      `.slice(0, 40),
    },
    dataField('040', ' ', ' ', [
      ['a', ORGANIZATION_CODE],
      ['b', 'por'],
      ['c', ORGANIZATION_CODE],
    ]),
    heading(tag, authority.cabecalho, authority.datas, authority.tipo),
    ...authority.remissivas_ver.map((form) => {
      const match = /^(.*), (\d{3,4}\??-(?:\d{4})?)$/.exec(form);
      return heading(
        `4${tag.slice(1)}`,
        match ? match[1]! : form,
        match ? match[2]! : null,
        authority.tipo,
      );
    }),
    ...related.map((other) =>
      heading(`5${tagOf(other.tipo).slice(1)}`, other.cabecalho, other.datas, other.tipo),
    ),
    ...authority.notas.map((note) => dataField('670', ' ', ' ', [['a', note]])),
  ];
  return withLeader(
    '00000nz  a2200000n  4500',
    fields.filter((field): field is MarcField => field !== null),
  );
}
