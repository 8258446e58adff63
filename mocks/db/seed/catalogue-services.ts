import { qaAccounts } from '../../patrons/qa-accounts';
import type {
  InstitutionalEventRow,
  PermanentBasketRow,
  ProfessorRow,
  ResearchDatabaseRow,
  SeedData,
  SubjectRow,
  TeachingPlanRow,
  TitleRow,
} from '../collections';
import { createRng } from '../prng';
import { addDays } from '../reference-date';
import { COURSES } from './institution';

type CatalogueServiceSeed = Pick<
  SeedData,
  | 'permanentBasket'
  | 'accessStatistics'
  | 'storageRequests'
  | 'sentEmails'
  | 'institutionalEvents'
  | 'subjects'
  | 'professors'
  | 'teachingPlans'
  | 'researchDatabases'
>;

/** Three subjects per course, named after the course's field ("Letras - Português I"...). */
const SUBJECT_STEMS = ['Fundamentos de', 'Tópicos em', 'Seminário de'];
const ROMAN = ['I', 'II', 'III'];

const PROFESSOR_NAMES = [
  'Helena Vieira Campos',
  'Roberto Almeida Nunes',
  'Sílvia Regina Moura',
  'Tiago Fernandes Lopes',
  'Beatriz Cardoso Melo',
  'Marcos Antônio Ribeiro',
  'Lúcia Helena Barros',
  'Fernando Castro Reis',
  'Patrícia Gomes Duarte',
  'Eduardo Lima Pacheco',
  'Cristina Rocha Pires',
  'André Luiz Monteiro',
];

const RESEARCH_DATABASES: ResearchDatabaseRow[] = [
  {
    codigo: 1,
    nome: 'Portal de Periódicos',
    descricao: 'Textos completos de periódicos científicos nacionais e internacionais.',
    url: 'https://periodicos.example.org',
    slug: null,
  },
  {
    codigo: 2,
    nome: 'Minha Biblioteca',
    descricao: 'E-books técnicos e acadêmicos em português.',
    url: null,
    slug: 'minha-biblioteca',
  },
  {
    codigo: 3,
    nome: 'Biblioteca Virtual',
    descricao: 'Livros digitais de editoras universitárias.',
    url: null,
    slug: 'biblioteca-virtual',
  },
  {
    codigo: 4,
    nome: 'Normas técnicas',
    descricao: 'Normas brasileiras e do Mercosul em texto completo.',
    url: 'https://normas.example.org',
    slug: null,
  },
  {
    codigo: 5,
    nome: 'Base de teses e dissertações',
    descricao: 'Teses e dissertações defendidas nas instituições da rede.',
    url: 'https://teses.example.org',
    slug: null,
  },
];

function events(today: string): InstitutionalEventRow[] {
  const at = (days: number, time: string) => `${addDays(today, days)}T${time}:00-03:00`;
  return [
    {
      id: 1,
      origem: 'instituicao',
      titulo: 'Semana do Livro',
      descricao: 'Feira de trocas, lançamentos e palestras.',
      data_inicio: at(6, '09:00'),
      data_fim: at(10, '18:00'),
      local: 'Biblioteca Central',
      link: null,
    },
    {
      id: 2,
      origem: 'instituicao',
      titulo: 'Oficina: normas ABNT para trabalhos acadêmicos',
      descricao: 'Citações e referências na prática.',
      data_inicio: at(13, '14:00'),
      data_fim: at(13, '17:00'),
      local: 'Biblioteca Setorial de Educação',
      link: null,
    },
    {
      id: 3,
      origem: 'instituicao',
      titulo: 'Treinamento no Portal de Periódicos',
      descricao: null,
      data_inicio: at(2, '10:00'),
      data_fim: at(2, '11:30'),
      local: 'Laboratório 2 da Biblioteca Central',
      link: null,
    },
    {
      id: 4,
      origem: 'instituicao',
      titulo: 'Exposição de obras raras',
      descricao: 'Primeiras edições do século XIX.',
      data_inicio: at(-20, '09:00'),
      data_fim: at(-5, '18:00'),
      local: 'Biblioteca Central',
      link: null,
    },
    {
      id: 5,
      origem: 'eventum',
      titulo: 'Congresso de Iniciação Científica',
      descricao: 'Apresentação de pôsteres e comunicações orais.',
      data_inicio: at(20, '08:00'),
      data_fim: at(22, '18:00'),
      local: 'Centro de Eventos',
      link: 'https://eventos.ufx.example.org/cic',
    },
    {
      id: 6,
      origem: 'eventum',
      titulo: 'Ciclo de debates: ciência aberta',
      descricao: null,
      data_inicio: at(4, '19:00'),
      data_fim: at(4, '21:00'),
      local: 'Auditório do Campus Tecnológico',
      link: 'https://eventos.ufx.example.org/ciencia-aberta',
    },
  ];
}

export function buildCatalogueServiceSeed(
  titles: readonly TitleRow[],
  today: string,
): CatalogueServiceSeed {
  const rng = createRng('catalogue-services');
  const year = Number(today.slice(0, 4));

  const subjects: SubjectRow[] = COURSES.flatMap((course) =>
    SUBJECT_STEMS.map((stem, index) => ({
      cod_disciplina: `${course.cod_curso}${String(index + 1).padStart(2, '0')}`,
      desc_disciplina: `${stem} ${course.desc_curso} ${ROMAN[index]}`,
      cod_curso: course.cod_curso,
      cod_campus: course.cod_campus,
      periodo: String(index * 2 + 1),
    })),
  );

  // The first professor is the QA account `professor`: their plans come first on their Teaching plan.
  const professors: ProfessorRow[] = PROFESSOR_NAMES.map((nome, index) => {
    const taught = subjects.filter((_, position) => position % PROFESSOR_NAMES.length === index);
    return {
      cod_professor: `P${String(index + 1).padStart(3, '0')}`,
      cod_pessoa: index === 0 ? qaAccounts.professor.cod_pessoa : null,
      nome: index === 0 ? qaAccounts.professor.nome_pessoa : nome,
      cod_campus: taught[0]?.cod_campus ?? 1,
      disciplinas: taught.map((subject) => subject.cod_disciplina),
    };
  });

  // Titles a course's bibliographies cite (`cursos`), real works first so plans show known books.
  const byCourse = new Map<number, TitleRow[]>();
  for (const title of titles) {
    for (const course of title.cursos) {
      const list = byCourse.get(course) ?? [];
      if (list.length < 40) list.push(title);
      byCourse.set(course, list);
    }
  }
  const teachingPlans: TeachingPlanRow[] = [];
  let planId = 1;
  for (const subject of subjects) {
    const cited = (byCourse.get(subject.cod_curso) ?? [])
      .slice()
      .sort((a, b) =>
        a.origem === b.origem ? a.cod_acervo - b.cod_acervo : a.origem === 'real' ? -1 : 1,
      );
    for (const [ano, semestre] of [
      [year - 1, 2],
      [year, 1],
      [year, 2],
    ] as const) {
      const chosen = rng.sample(cited, 5);
      teachingPlans.push({
        id: planId++,
        cod_disciplina: subject.cod_disciplina,
        cod_curso: subject.cod_curso,
        ano,
        semestre,
        vagas: rng.int(2, 8) * 5,
        bibliografia: [
          ...chosen.map((title, index) => ({
            cod_acervo: title.cod_acervo,
            titulo: title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo,
            autor: title.autores.find((author) => author.principal)?.nome ?? null,
            tipo: index < 3 ? ('basica' as const) : ('complementar' as const),
          })),
          // Plans also cite what the library does not hold.
          {
            cod_acervo: null,
            titulo: `Apostila de ${subject.desc_disciplina}`,
            autor: null,
            tipo: 'complementar' as const,
          },
        ],
      });
    }
  }

  const named = (titulo: string) =>
    titles.find((title) => title.origem === 'real' && title.titulo === titulo);
  const leitor = qaAccounts.leitor.cod_pessoa;
  const permanentBasket: PermanentBasketRow[] = (
    [
      ['Dom Casmurro', 40],
      ['Grande sertão', 12],
      ['A hora da estrela', 3],
    ] as const
  ).flatMap(([titulo, daysAgo]) => {
    const title = named(titulo);
    return title
      ? [
          {
            id: `${leitor}:${title.cod_acervo}`,
            cod_pessoa: leitor,
            cod_acervo: title.cod_acervo,
            data_inclusao: addDays(today, -daysAgo),
          },
        ]
      : [];
  });

  return {
    permanentBasket,
    accessStatistics: [],
    storageRequests: [],
    sentEmails: [],
    institutionalEvents: events(today),
    subjects,
    professors,
    teachingPlans,
    researchDatabases: RESEARCH_DATABASES,
  };
}
