import { qaAccounts } from '../../patrons/qa-accounts';
import {
  copyAllowsHold,
  copyAvailableForLoan,
  lendableLoanTypes,
  WORK_TYPE,
  type AcquisitionSuggestionRow,
  type AlertRow,
  type AreaAuthorSubjectInterestRow,
  type CopyRow,
  type HoldRow,
  type LoanRequestRow,
  type PatronRequestRow,
  type PeriodicalInterestRow,
  type SeedData,
  type TitleRow,
  type WorkTypeInterestRow,
} from '../collections';
import { addDays } from '../reference-date';
import { KNOWLEDGE_AREAS, LOAN_TYPES, WORK_TYPES } from './institution';

type PatronServiceSeed = Pick<
  SeedData,
  | 'holds'
  | 'patronRequests'
  | 'alerts'
  | 'loanRequests'
  | 'acquisitionSuggestions'
  | 'areaAuthorSubjectInterests'
  | 'periodicalInterests'
  | 'workTypeInterests'
>;

const LEITOR = qaAccounts.leitor.cod_pessoa;
const PROFESSOR = qaAccounts.professor.cod_pessoa;
/** Other patrons of the network (no login): they fill the hold queues. */
const OTHER_PATRONS = [3000000001, 3000000002, 3000000003] as const;

/** A moment of a seed day, as the API writes date-times. */
const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

interface Picks {
  /** Titles a hold can wait for: no copy on the shelf, some copy on loan. */
  holdable: TitleRow[];
  /** Titles with a lendable copy on the shelf outside the central library (loan requests). */
  lendable: Array<{ title: TitleRow; library: number }>;
  periodicals: TitleRow[];
}

function pickTitles(titles: readonly TitleRow[], copies: readonly CopyRow[]): Picks {
  const lendableTypes = lendableLoanTypes(LOAN_TYPES);
  const byTitle = new Map<number, CopyRow[]>();
  for (const copy of copies) {
    const list = byTitle.get(copy.cod_acervo);
    if (list) list.push(copy);
    else byTitle.set(copy.cod_acervo, [copy]);
  }
  const picks: Picks = { holdable: [], lendable: [], periodicals: [] };
  // Real titles first (familiar names on the QA screens), then generated ones if needed.
  const ordered = [
    ...titles.filter((title) => title.origem === 'real'),
    ...titles.filter((title) => title.origem !== 'real'),
  ];
  for (const title of ordered) {
    const own = byTitle.get(title.cod_acervo) ?? [];
    const plain = own.every((copy) => copy.volume === null && copy.material_adicional === null);
    if (title.cod_tipo_obra === WORK_TYPE.periodico && picks.periodicals.length < 4)
      picks.periodicals.push(title);
    if (!plain || own.length === 0) continue;
    const available = own.filter((copy) => copyAvailableForLoan(copy, lendableTypes));
    if (available.length === 0 && own.some((copy) => copyAllowsHold(copy, lendableTypes))) {
      if (picks.holdable.length < 12) picks.holdable.push(title);
    } else if (picks.lendable.length < 8) {
      const away = available.find((copy) => copy.cod_biblioteca !== 1);
      if (away) picks.lendable.push({ title, library: away.cod_biblioteca });
    }
  }
  for (const title of titles) {
    if (picks.periodicals.length >= 4) break;
    if (title.cod_tipo_obra === WORK_TYPE.periodico && !picks.periodicals.includes(title))
      picks.periodicals.push(title);
  }
  if (picks.holdable.length < 12 || picks.lendable.length < 8 || picks.periodicals.length < 2) {
    throw new Error('patron-services seed: the catalogue lacks titles for holds or loan requests');
  }
  return picks;
}

const nth = <T>(items: readonly T[], index: number): T => {
  const item = items[index];
  if (item === undefined) throw new Error(`patron-services seed: no item ${index}`);
  return item;
};

function buildHolds(picks: Picks, today: string): HoldRow[] {
  const rows: HoldRow[] = [];
  const hold = (
    cod_pessoa: number,
    titleIndex: number,
    daysAgo: number,
    situacao: HoldRow['situacao'],
    extra: Partial<HoldRow> = {},
  ) => {
    rows.push({
      cod_reserva: 90201 + rows.length,
      cod_pessoa,
      cod_acervo: nth(picks.holdable, titleIndex).cod_acervo,
      cod_biblioteca: 1,
      volume: '0',
      tomo: '0',
      parte: '0',
      material_adicional: '0',
      localizacao: '1',
      data_reserva: at(addDays(today, -daysAgo), '13:10'),
      data_liberacao: null,
      data_limite_retirada: null,
      situacao,
      observacao: null,
      data_cancelamento: null,
      ...extra,
    });
  };
  // In queue: leitor is 2nd behind professor on title 0, 1st on title 1 (with one person
  // behind), 3rd on title 2.
  hold(PROFESSOR, 0, 20, 'na_fila');
  hold(LEITOR, 0, 12, 'na_fila');
  hold(LEITOR, 1, 9, 'na_fila');
  hold(nth(OTHER_PATRONS, 0), 1, 4, 'na_fila');
  hold(nth(OTHER_PATRONS, 1), 2, 30, 'na_fila');
  hold(nth(OTHER_PATRONS, 2), 2, 25, 'na_fila');
  hold(LEITOR, 2, 3, 'na_fila', { observacao: 'Preciso para o seminário de dezembro.' });
  // Released, waiting to be picked up.
  hold(LEITOR, 3, 18, 'liberada', {
    data_liberacao: addDays(today, -1),
    data_limite_retirada: addDays(today, 2),
  });
  hold(LEITOR, 4, 26, 'liberada', {
    cod_biblioteca: 2,
    data_liberacao: addDays(today, -2),
    data_limite_retirada: addDays(today, 1),
  });
  // History.
  hold(LEITOR, 5, 75, 'cancelada', { data_cancelamento: addDays(today, -60) });
  hold(LEITOR, 6, 140, 'atendida', { data_liberacao: addDays(today, -120) });
  hold(LEITOR, 7, 200, 'expirada', {
    data_liberacao: addDays(today, -190),
    data_limite_retirada: addDays(today, -187),
    observacao: 'Não retirada no prazo.',
  });
  hold(PROFESSOR, 8, 40, 'liberada', {
    data_liberacao: addDays(today, -1),
    data_limite_retirada: addDays(today, 2),
  });
  return rows;
}

function buildRequests(today: string): PatronRequestRow[] {
  const rows: PatronRequestRow[] = [];
  const request = (
    cod_pessoa: number,
    tipo: PatronRequestRow['tipo'],
    subtipo: PatronRequestRow['subtipo'],
    titulo: string,
    daysAgo: number,
    status: PatronRequestRow['status'],
    concludedAfter: number | null,
    resposta: string | null = null,
  ) => {
    rows.push({
      cod_solicitacao: 5001 + rows.length,
      cod_pessoa,
      tipo,
      subtipo,
      data_solicitacao: addDays(today, -daysAgo),
      data_conclusao: concludedAfter === null ? null : addDays(today, -daysAgo + concludedAfter),
      status,
      titulo,
      observacao: null,
      resposta,
      dados: {},
    });
  };
  request(
    LEITOR,
    'comutacao-bibliografica',
    'artigo',
    'A narrativa em Dom Casmurro',
    95,
    'finalizada',
    9,
    'Cópia enviada por e-mail.',
  );
  request(
    LEITOR,
    'comutacao-bibliografica',
    'tese-dissertacao',
    'Memória e ficção na literatura brasileira contemporânea',
    14,
    'aguardando',
    null,
  );
  request(
    LEITOR,
    'comutacao-bibliografica',
    'parte-documento',
    'Capítulo 3: o romance de formação',
    50,
    'nao_finalizada',
    20,
    'Documento não localizado nas bibliotecas parceiras.',
  );
  request(
    LEITOR,
    'comutacao-bibliografica',
    'artigo',
    'Ironia e ambiguidade em Machado de Assis',
    6,
    'em_transito',
    null,
  );
  request(
    LEITOR,
    'levantamento-bibliografico',
    null,
    'Literatura brasileira do século XIX',
    40,
    'finalizada',
    15,
    'Levantamento disponível no e-mail informado.',
  );
  request(
    LEITOR,
    'levantamento-bibliografico',
    null,
    'Ensino de literatura na educação básica',
    5,
    'aguardando',
    null,
  );
  request(
    LEITOR,
    'ficha-catalografica',
    null,
    'O narrador não confiável em Dom Casmurro',
    120,
    'finalizada',
    4,
    'Ficha catalográfica enviada.',
  );
  request(
    LEITOR,
    'pesquisa-especializada',
    null,
    'Recepção crítica de Machado de Assis no exterior',
    10,
    'aguardando',
    null,
  );
  request(LEITOR, 'emprestimo-inter-bibliotecas', null, 'Teoria do romance', 30, 'retirada', 12);
  request(
    LEITOR,
    'emprestimo-inter-bibliotecas',
    null,
    'O realismo na literatura',
    8,
    'aguardando',
    null,
  );
  request(
    PROFESSOR,
    'comutacao-bibliografica',
    'artigo',
    'Metodologias ativas no ensino superior',
    20,
    'disponivel',
    null,
  );
  return rows;
}

function buildAlerts(today: string): AlertRow[] {
  const alert = (
    id: number,
    cod_pessoa: number,
    daysAgo: number,
    lido: boolean,
    titulo: string,
    mensagem: string,
  ): AlertRow => ({
    id,
    cod_pessoa,
    lido,
    titulo,
    mensagem,
    data: at(addDays(today, -daysAgo), '11:30'),
  });
  return [
    alert(
      9001,
      LEITOR,
      1,
      false,
      'Reserva liberada',
      'Sua reserva está disponível para retirada na Biblioteca Central até o prazo indicado.',
    ),
    alert(
      9002,
      LEITOR,
      3,
      false,
      'Solicitação de empréstimo disponível',
      'O exemplar solicitado chegou à biblioteca de recebimento.',
    ),
    alert(
      9003,
      LEITOR,
      20,
      true,
      'Devolução próxima',
      'Um empréstimo vence em dois dias. Renove-o pelo Meu Pergamum.',
    ),
    alert(
      9004,
      LEITOR,
      48,
      true,
      'Novidades do seu perfil de interesse',
      'Há 4 títulos novos nas áreas do seu perfil de interesse.',
    ),
    alert(
      9005,
      LEITOR,
      85,
      true,
      'Comutação atendida',
      'A cópia do artigo solicitado foi enviada por e-mail.',
    ),
    alert(
      9006,
      LEITOR,
      130,
      true,
      'Sugestão de aquisição atendida',
      'O título que você sugeriu já está disponível no acervo.',
    ),
    alert(
      9007,
      PROFESSOR,
      2,
      false,
      'Plano de ensino',
      'A bibliografia da disciplina foi atualizada.',
    ),
  ];
}

function buildLoanRequests(picks: Picks, today: string): LoanRequestRow[] {
  const rows: LoanRequestRow[] = [];
  const statuses: Array<[LoanRequestRow['status'], number, number | null]> = [
    ['aguardando', 2, null],
    ['em_transito', 6, null],
    ['disponivel', 9, null],
    ['finalizada', 45, 10],
    ['nao_finalizada', 70, 3],
    ['retirada', 110, 6],
  ];
  statuses.forEach(([status, daysAgo, concludedAfter], index) => {
    const pick = nth(picks.lendable, index);
    rows.push({
      cod_solicitacao: 7781 + index,
      cod_pessoa: LEITOR,
      cod_acervo: pick.title.cod_acervo,
      biblioteca_origem: pick.library,
      biblioteca_recebimento: 1,
      volume: '0',
      tomo: '0',
      parte: '0',
      material_adicional: '0',
      telefone: '(48) 99123-4567',
      email: 'ana.lima@ufx.example.org',
      cod_local_recebimento: 1,
      pessoa_autorizada: null,
      domicilio: null,
      recebimento_textual: null,
      data_solicitacao: addDays(today, -daysAgo),
      data_conclusao: concludedAfter === null ? null : addDays(today, -daysAgo + concludedAfter),
      status,
      observacao: status === 'nao_finalizada' ? 'Cancelada: exemplar extraviado.' : null,
    });
  });
  return rows;
}

function buildSuggestions(today: string): AcquisitionSuggestionRow[] {
  const rows: AcquisitionSuggestionRow[] = [];
  const suggest = (
    cod_pessoa: number,
    situacao: AcquisitionSuggestionRow['situacao'],
    daysAgo: number,
    titulo: string,
    autor: string,
    editor: string,
    extra: Partial<AcquisitionSuggestionRow> = {},
  ) => {
    const quoted = ![
      'pre_sugestao',
      'sugestao_compra',
      'cancelada',
      'duplicada',
      'ja_existe',
    ].includes(situacao);
    rows.push({
      cod_sugestao: 3301 + rows.length,
      cod_pessoa,
      titulo,
      autor,
      edicao: '1. ed.',
      editor,
      isbn_issn: null,
      periodico: null,
      outras_inf: null,
      cod_campus: 1,
      cod_biblioteca: 1,
      situacao,
      quantidade_itens: 2,
      data_cotacao: quoted ? addDays(today, -daysAgo + 7) : null,
      data_criacao: addDays(today, -daysAgo),
      obra_estrangeira: false,
      solicitante:
        cod_pessoa === PROFESSOR ? qaAccounts.professor.nome_pessoa : qaAccounts.leitor.nome_pessoa,
      total_entregue: situacao === 'atendida' ? 2 : situacao === 'atendida_parcialmente' ? 1 : 0,
      previsao_entrega:
        situacao === 'aguardando_entrega' || situacao === 'em_cotacao' ? addDays(today, 30) : null,
      ...extra,
    });
  };
  suggest(LEITOR, 'em_cotacao', 12, 'Clean architecture', 'Martin, Robert C.', 'Alta Books', {
    isbn_issn: '9788550804606',
    outras_inf: 'Para a disciplina INF301',
  });
  suggest(LEITOR, 'atendida', 160, 'Torto arado', 'Vieira Junior, Itamar', 'Todavia', {
    isbn_issn: '9786580309318',
  });
  suggest(LEITOR, 'cancelada', 130, 'Introdução à teoria literária', 'Culler, Jonathan', 'Beca');
  suggest(LEITOR, 'aguardando_entrega', 60, 'A hora da estrela', 'Lispector, Clarice', 'Rocco', {
    quantidade_itens: 3,
  });
  suggest(
    LEITOR,
    'pre_sugestao',
    4,
    'O avesso da pele',
    'Tenório, Jeferson',
    'Companhia das Letras',
  );
  suggest(
    LEITOR,
    'nao_encontrada',
    95,
    'Crítica literária em revista',
    'Candido, Antonio',
    'Ouro sobre Azul',
    { periodico: 'Revista de Crítica Literária' },
  );
  suggest(
    LEITOR,
    'atendida_parcialmente',
    80,
    'Literatura e sociedade',
    'Candido, Antonio',
    'Todavia',
    { quantidade_itens: 2 },
  );
  suggest(
    LEITOR,
    'sugestao_compra',
    20,
    'The novel: an alternative history',
    'Moore, Steven',
    'Bloomsbury',
    { obra_estrangeira: true },
  );
  suggest(
    LEITOR,
    'em_cotacao',
    30,
    'Formação da literatura brasileira',
    'Candido, Antonio',
    'Ouro sobre Azul',
  );
  suggest(PROFESSOR, 'em_negociacao', 25, 'Design patterns', 'Gamma, Erich', 'Bookman', {
    obra_estrangeira: true,
    quantidade_itens: 5,
  });
  suggest(
    PROFESSOR,
    'ja_existe',
    70,
    'Algoritmos: teoria e prática',
    'Cormen, Thomas H.',
    'GEN LTC',
  );
  suggest(PROFESSOR, 'duplicada', 65, 'Algoritmos', 'Cormen, Thomas H.', 'GEN LTC');
  suggest(
    PROFESSOR,
    'esgotada',
    150,
    'Estruturas de dados em C',
    'Tenenbaum, Aaron M.',
    'Makron Books',
  );
  suggest(
    PROFESSOR,
    'finalizada_incompleta',
    200,
    'Engenharia de software',
    'Sommerville, Ian',
    'Pearson',
    { total_entregue: 1, quantidade_itens: 4 },
  );
  suggest(
    PROFESSOR,
    'nao_atendida',
    220,
    'Software engineering at Google',
    'Winters, Titus',
    "O'Reilly",
    { obra_estrangeira: true },
  );
  return rows;
}

function buildInterests(titles: readonly TitleRow[], picks: Picks, today: string) {
  const first = titles.find(
    (title) => title.origem === 'real' && title.autores.length > 0 && title.assuntos.length > 0,
  );
  if (!first) throw new Error('patron-services seed: no title with an author and a subject');
  const author = nth(first.autores, 0);
  const subject = nth(first.assuntos, 0);
  const area = nth(KNOWLEDGE_AREAS, 7);
  const areas: AreaAuthorSubjectInterestRow[] = [
    {
      id: `${LEITOR}:area:1:${area.cod_area_cnpq}`,
      cod_pessoa: LEITOR,
      tipoDSI: 'area',
      codigo: String(area.cod_area_cnpq),
      codTipoArea: 1,
      descricao: area.desc_area_cnpq,
      validade: addDays(today, 180),
    },
    {
      id: `${LEITOR}:autor::${author.cod_autoridade}`,
      cod_pessoa: LEITOR,
      tipoDSI: 'autor',
      codigo: String(author.cod_autoridade),
      codTipoArea: null,
      descricao: author.nome,
      validade: addDays(today, 180),
    },
    {
      id: `${LEITOR}:assunto::${subject.cod_autoridade}`,
      cod_pessoa: LEITOR,
      tipoDSI: 'assunto',
      codigo: String(subject.cod_autoridade),
      codTipoArea: null,
      descricao: subject.termo,
      validade: addDays(today, 90),
    },
  ];
  const periodicals: PeriodicalInterestRow[] = picks.periodicals
    .slice(0, 2)
    .map((title, index) => ({
      id: `${LEITOR}:${title.cod_acervo}`,
      cod_pessoa: LEITOR,
      codigo: title.cod_acervo,
      titulo: title.titulo,
      validade: addDays(today, 120 + 60 * index),
      fasciculo: true,
      artigo: index === 0,
      sumario: index === 1,
      bibliotecas: index === 0 ? [1] : [1, 3],
    }));
  const workTypes: WorkTypeInterestRow[] = [WORK_TYPE.livro, WORK_TYPE.tese].map(
    (codigo, index) => ({
      id: `${LEITOR}:${codigo}`,
      cod_pessoa: LEITOR,
      codigo,
      descricao: WORK_TYPES.find((type) => type.cod_tipo_obra === codigo)?.desc_tipo_obra ?? '',
      validade: addDays(today, 150 + 30 * index),
      bibliotecas: [1],
      idiomas: index === 0 ? ['por', 'eng'] : ['por'],
    }),
  );
  return { areas, periodicals, workTypes };
}

/** Holds, requests, alerts, loan requests, suggestions and interest profiles of the QA accounts. */
export function buildPatronServiceSeed(
  titles: readonly TitleRow[],
  copies: readonly CopyRow[],
  today: string,
): PatronServiceSeed {
  const picks = pickTitles(titles, copies);
  const interests = buildInterests(titles, picks, today);
  return {
    holds: buildHolds(picks, today),
    patronRequests: buildRequests(today),
    alerts: buildAlerts(today),
    loanRequests: buildLoanRequests(picks, today),
    acquisitionSuggestions: buildSuggestions(today),
    areaAuthorSubjectInterests: interests.areas,
    periodicalInterests: interests.periodicals,
    workTypeInterests: interests.workTypes,
  };
}
