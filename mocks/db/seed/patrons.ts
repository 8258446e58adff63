import { OTHER_READER, qaAccounts } from '../../patrons/qa-accounts';
import type {
  CopyRow,
  DebitRow,
  DeviationRow,
  LoanRow,
  PatronPersonalData,
  PatronRow,
  TitleCommentRow,
  TitleRow,
} from '../collections';
import { addDays } from '../reference-date';

/** Activities every QA patron holds (the institution profile drops those it lacks). */
const PATRON_ACTIVITIES = [8, 12, 13, 57, 87, 88, 107, 1120];

/** Patron categories of the QA accounts (codes of the login category selector). */
export const PATRON_CATEGORIES: Record<string, string> = {
  '01': 'Graduação',
  '03': 'Pós-graduação',
  '05': 'Docente',
  '06': 'Servidor',
};

const emptyData = (overrides: Partial<PatronPersonalData> = {}): PatronPersonalData => ({
  logradouro: '',
  complemento: null,
  cep: '88040900',
  cidade: 'Florianópolis',
  bairro: 'Trindade',
  rg: null,
  cpf: null,
  nacionalidade: 'Brasileira',
  sexo: null,
  data_nascimento: null,
  escolaridade: null,
  localidade: 'Florianópolis - SC',
  profissao: null,
  estado_civil: null,
  recebe_email: true,
  ...overrides,
});

interface PatronSpec {
  account: { login: string; password: string; cod_pessoa: number; nome_pessoa: string };
  categoria: string;
  email: string | null;
  dados: PatronPersonalData;
  grupo?: number;
  history?: string[];
  blocked?: boolean;
  loanToken?: boolean;
  /** Days from the reference day to the end of the registration; none: it does not expire. */
  registrationDays?: number;
}

function patron(spec: PatronSpec, today: string): PatronRow {
  const { account } = spec;
  return {
    cod_pessoa: account.cod_pessoa,
    login: account.login,
    senha: account.password,
    nome_pessoa: account.nome_pessoa,
    categoria: spec.categoria,
    desc_categoria: PATRON_CATEGORIES[spec.categoria] ?? spec.categoria,
    grupo_pessoa: spec.grupo ?? account.cod_pessoa,
    email: spec.email,
    email_institucional: `${account.login}@ify.example.org`,
    dados: spec.dados,
    permissoes: PATRON_ACTIVITIES,
    bloqueado: spec.blocked ?? false,
    senhas_erradas: spec.blocked ? 5 : 0,
    historico_senhas: [account.password, ...(spec.history ?? [])],
    ativo: true,
    base_redirect: null,
    // The seed never reads the clock, but validity is checked against it: a year after the
    // reference day keeps the seeded token valid for demos and QA long after the data was made.
    token_emprestimo: spec.loanToken
      ? { valor: '483920', validade: `${addDays(today, 365)}T23:59:00-03:00` }
      : null,
    recuperacao: null,
    validade_cadastro:
      spec.registrationDays === undefined ? null : addDays(today, spec.registrationDays),
  };
}

function buildPatrons(today: string): PatronRow[] {
  const { leitor, professor, novo, varios, varios2, duplicado, duplicado2, semcpf, bloqueado } =
    qaAccounts;
  return [
    patron(
      {
        account: leitor,
        categoria: '01',
        email: 'ana.lima@ufx.example.org',
        history: ['Biblioteca#2024', 'Livros@2025'],
        loanToken: true,
        dados: emptyData({
          logradouro: 'Rua das Acácias, 120',
          complemento: 'Apto 302',
          rg: '4123456',
          cpf: '52998224725',
          sexo: 'F',
          data_nascimento: '2001-04-23',
          escolaridade: 'Superior incompleto',
          profissao: 'Estudante',
          estado_civil: 'solteiro',
        }),
      },
      today,
    ),
    patron(
      {
        account: professor,
        categoria: '05',
        email: 'carlos.martins@ufx.example.org',
        // Ends within 30 days: the "registration about to expire" warning (spec section 8).
        registrationDays: 20,
        dados: emptyData({
          logradouro: 'Avenida Beira-Mar Norte, 2000',
          bairro: 'Centro',
          cep: '88015700',
          rg: '2987654',
          cpf: '11144477735',
          sexo: 'M',
          data_nascimento: '1968-09-02',
          escolaridade: 'Doutorado',
          profissao: 'Professor',
          estado_civil: 'casado',
        }),
      },
      today,
    ),
    patron(
      { account: novo, categoria: '01', email: null, dados: emptyData({ cpf: '39053344705' }) },
      today,
    ),
    patron(
      {
        account: varios,
        categoria: '01',
        email: 'juliana.alves@ufx.example.org',
        dados: emptyData({ cpf: '74682489070', sexo: 'F' }),
      },
      today,
    ),
    patron(
      {
        account: varios2,
        categoria: '03',
        grupo: varios.cod_pessoa,
        email: 'juliana.alves@ufx.example.org',
        dados: emptyData({ cpf: '74682489070', sexo: 'F' }),
      },
      today,
    ),
    patron(
      {
        account: duplicado,
        categoria: '06',
        email: 'jose.silva@ufx.example.org',
        dados: emptyData({ cpf: '86288366757', sexo: 'M' }),
      },
      today,
    ),
    patron(
      {
        account: duplicado2,
        categoria: '01',
        email: 'jose.filho@ufx.example.org',
        dados: emptyData({ cpf: '15350946056', sexo: 'M' }),
      },
      today,
    ),
    patron(
      {
        account: semcpf,
        categoria: '01',
        email: 'marina.rocha@ufx.example.org',
        dados: emptyData({ sexo: 'F' }),
      },
      today,
    ),
    patron(
      {
        account: bloqueado,
        categoria: '01',
        email: 'pedro.ramos@ufx.example.org',
        blocked: true,
        dados: emptyData({ cpf: '71428793860', sexo: 'M' }),
      },
      today,
    ),
  ];
}

/** The real work of this title (famous titles carry the seeded loans and comments). */
function titleNamed(titles: readonly TitleRow[], titulo: string): TitleRow {
  const title = titles.find((row) => row.origem === 'real' && row.titulo === titulo);
  if (!title) throw new Error(`patrons seed: no real title "${titulo}"`);
  return title;
}

/** A copy of the title a patron can have borrowed: one already on loan when there is one. */
function copyOf(copiesByTitle: Map<number, CopyRow[]>, title: TitleRow): CopyRow {
  const copies = copiesByTitle.get(title.cod_acervo) ?? [];
  const lendable = copies.filter((copy) => copy.cod_tipo_emprestimo !== 3);
  const copy = lendable.find((row) => row.situacao === 'emprestado') ?? lendable[0] ?? copies[0];
  if (!copy) throw new Error(`patrons seed: "${title.titulo}" has no copies`);
  return copy;
}

const at = (day: string, time = '14:02:00') => `${day}T${time}-03:00`;

export interface PatronSeed {
  patrons: PatronRow[];
  loans: LoanRow[];
  debits: DebitRow[];
  deviations: DeviationRow[];
  titleComments: TitleCommentRow[];
}

/** Patrons and everything hanging on them: loans, history, debts, deviations, comments. */
export function buildPatronSeed(
  titles: readonly TitleRow[],
  copies: readonly CopyRow[],
  today: string,
): PatronSeed {
  const copiesByTitle = new Map<number, CopyRow[]>();
  for (const copy of copies) {
    const list = copiesByTitle.get(copy.cod_acervo);
    if (list) list.push(copy);
    else copiesByTitle.set(copy.cod_acervo, [copy]);
  }
  const { leitor, professor, varios } = qaAccounts;
  let nextLoan = 500001;
  const loan = (
    cod_pessoa: number,
    titulo: string,
    loanedDaysAgo: number,
    dueInDays: number,
    extra: Partial<LoanRow> = {},
  ): LoanRow => {
    const title = titleNamed(titles, titulo);
    const copy = copyOf(copiesByTitle, title);
    return {
      cod_emprestimo: nextLoan++,
      cod_pessoa,
      cod_exemplar: copy.cod_exemplar,
      cod_acervo: title.cod_acervo,
      cod_biblioteca: copy.cod_biblioteca,
      // Seeded loans are normal (14-day) loans whatever the copy's own type.
      cod_tipo_emprestimo: 1,
      localizacao: title.chamada,
      data_emprestimo: at(addDays(today, -loanedDaysAgo)),
      data_devolucao_prevista: addDays(today, dueInDays),
      data_devolucao: null,
      renovacoes: 0,
      limite_renovacoes: 3,
      reservado_outro_leitor: false,
      multa: null,
      ...extra,
    };
  };
  const returned = (
    cod_pessoa: number,
    titulo: string,
    loanedDaysAgo: number,
    lateDays = 0,
    multa: number | null = null,
  ) =>
    loan(cod_pessoa, titulo, loanedDaysAgo, -loanedDaysAgo + 14, {
      data_devolucao: at(addDays(today, -loanedDaysAgo + 14 + lateDays), '09:30:00'),
      multa,
    });

  const loans: LoanRow[] = [
    // leitor: one overdue, one reserved by another patron, one renewable.
    loan(leitor.cod_pessoa, 'Dom Casmurro', 20, -6),
    loan(leitor.cod_pessoa, 'Grande sertão', 10, 4, {
      renovacoes: 1,
      reservado_outro_leitor: true,
    }),
    loan(leitor.cod_pessoa, 'Vidas secas', 5, 9, { renovacoes: 1 }),
    // professor: one at the renewal limit, one renewable.
    loan(professor.cod_pessoa, 'Os sertões', 40, 2, { renovacoes: 3 }),
    loan(professor.cod_pessoa, 'Memórias póstumas de Brás Cubas', 3, 11),
    loan(varios.cod_pessoa, 'Capitães da areia', 6, 8),
    // Loan history of leitor (returned).
    returned(leitor.cod_pessoa, 'Memórias póstumas de Brás Cubas', 75, 3, 4.5),
    returned(leitor.cod_pessoa, 'A hora da estrela', 150),
    returned(leitor.cod_pessoa, 'Quincas Borba', 130, 7, 10.5),
    returned(leitor.cod_pessoa, 'Capitães da areia', 200),
    returned(leitor.cod_pessoa, 'O cortiço', 260),
    returned(leitor.cod_pessoa, 'Iracema', 320),
    returned(professor.cod_pessoa, 'Vidas secas', 90),
  ];

  const memorias = titleNamed(titles, 'Memórias póstumas de Brás Cubas');
  const quincas = titleNamed(titles, 'Quincas Borba');
  const debits: DebitRow[] = [
    {
      cod_debito: 9001,
      cod_pessoa: leitor.cod_pessoa,
      cod_acervo: memorias.cod_acervo,
      cod_biblioteca: 1,
      valor_multa: 6,
      valor_desconto: 1.5,
      valor_pago: 0,
      data_pagamento: null,
      data_devolucao_prevista: addDays(today, -61),
      tipo_servico: 'Empréstimo',
      motivo: 'Atraso na devolução',
    },
    // Paid in full: part of the past, not pending.
    {
      cod_debito: 9002,
      cod_pessoa: leitor.cod_pessoa,
      cod_acervo: quincas.cod_acervo,
      cod_biblioteca: 1,
      valor_multa: 10.5,
      valor_desconto: 0,
      valor_pago: 10.5,
      data_pagamento: addDays(today, -110),
      data_devolucao_prevista: addDays(today, -116),
      tipo_servico: 'Empréstimo',
      motivo: 'Atraso na devolução',
    },
  ];

  const deviations: DeviationRow[] = [
    {
      cod_afastamento: 7001,
      cod_pessoa: leitor.cod_pessoa,
      data_inicio: addDays(today, -116),
      data_fim: addDays(today, -109),
      motivo: 'Atraso na devolução',
      cod_biblioteca: 1,
    },
  ];

  let nextComment = 3001;
  const comment = (
    titulo: string,
    who: { cod_pessoa: number; nome_pessoa: string },
    daysAgo: number,
    comentario: string,
    situacao: TitleCommentRow['situacao'] = 'aprovado',
  ): TitleCommentRow => ({
    codigo: nextComment++,
    cod_acervo: titleNamed(titles, titulo).cod_acervo,
    cod_pessoa: who.cod_pessoa,
    nome_pessoa: who.nome_pessoa,
    comentario,
    data_comentario: at(addDays(today, -daysAgo), '10:15:00'),
    situacao,
  });
  const titleComments: TitleCommentRow[] = [
    comment(
      'Dom Casmurro',
      OTHER_READER,
      40,
      'Releitura obrigatória: a cada vez Capitu parece outra.',
    ),
    comment(
      'Dom Casmurro',
      professor,
      25,
      'Edição com boas notas de rodapé; indico para a disciplina de Literatura Brasileira II.',
    ),
    comment(
      'Dom Casmurro',
      leitor,
      12,
      'O narrador não é confiável, e é isso que torna o livro genial.',
    ),
    comment(
      'Grande sertão',
      professor,
      60,
      'Leitura exigente e recompensadora. Comece pelas primeiras cem páginas sem pressa.',
    ),
    comment(
      'Vidas secas',
      OTHER_READER,
      33,
      'Curto e devastador. A cena da cachorra Baleia é inesquecível.',
    ),
    comment(
      'Vidas secas',
      leitor,
      2,
      'Gostaria que houvesse mais exemplares para empréstimo.',
      'pendente',
    ),
    comment(
      'A hora da estrela',
      OTHER_READER,
      18,
      'Macabéa fica com a gente muito depois da última página.',
    ),
    comment(
      'Memórias póstumas de Brás Cubas',
      OTHER_READER,
      70,
      'Humor ácido e moderno para um livro de 1881.',
    ),
    comment('Memórias póstumas de Brás Cubas', OTHER_READER, 5, 'Não gostei.', 'reprovado'),
  ];

  return { patrons: buildPatrons(today), loans, debits, deviations, titleComments };
}
