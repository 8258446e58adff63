import type {
  CampusRow,
  CourseRow,
  FaqRow,
  InstitutionRow,
  KnowledgeAreaRow,
  LanguageRow,
  LibraryRow,
  LoanTypeRow,
  OpeningHoursRow,
  ParameterSectionRow,
  RepositoryRow,
  ShelfCollectionRow,
  WorkTypeRow,
} from '../collections';

/**
 * The fictional institution the mock serves: Universidade Federal do Exemplo (UFX), the name
 * the contract's examples use. Small reference tables, written out because tests and
 * screens refer to their codes.
 */
export const INSTITUTION = {
  codEmpresa: 1,
  nome: 'Universidade Federal do Exemplo',
  sigla: 'UFX',
  cidade: 'Florianópolis',
  repositorioUrl: 'https://repositorio.ufx.example.org',
} as const;

export const CAMPUSES: CampusRow[] = [
  { cod_campus: 1, nome_campus: 'Campus Central', cidade: 'Florianópolis' },
  { cod_campus: 2, nome_campus: 'Campus Tecnológico', cidade: 'Joinville' },
  { cod_campus: 3, nome_campus: 'Campus Litoral', cidade: 'Araranguá' },
  { cod_campus: 4, nome_campus: 'Campus Agrário', cidade: 'Curitibanos' },
];

export const LIBRARIES: LibraryRow[] = [
  {
    cod_biblioteca: 1,
    desc_biblioteca: 'Biblioteca Central',
    sigla: 'BC',
    cod_campus: 1,
    email: 'bc@ufx.example.org',
    telefone: '(48) 3721-0001',
    endereco: 'Praça da Universidade, 100',
    fisica: true,
  },
  {
    cod_biblioteca: 2,
    desc_biblioteca: 'Biblioteca Setorial de Ciências da Saúde',
    sigla: 'BSCS',
    cod_campus: 1,
    email: 'bscs@ufx.example.org',
    telefone: '(48) 3721-0002',
    endereco: 'Centro de Ciências da Saúde, bloco B',
    fisica: true,
  },
  {
    cod_biblioteca: 3,
    desc_biblioteca: 'Biblioteca Setorial de Educação',
    sigla: 'BSE',
    cod_campus: 1,
    email: 'bse@ufx.example.org',
    telefone: '(48) 3721-0003',
    endereco: 'Centro de Ciências da Educação, térreo',
    fisica: true,
  },
  {
    cod_biblioteca: 4,
    desc_biblioteca: 'Biblioteca do Campus Tecnológico',
    sigla: 'BCT',
    cod_campus: 2,
    email: 'bct@ufx.example.org',
    telefone: '(47) 3721-0004',
    endereco: 'Rua Dona Francisca, 8300',
    fisica: true,
  },
  {
    cod_biblioteca: 5,
    desc_biblioteca: 'Biblioteca do Campus Litoral',
    sigla: 'BCL',
    cod_campus: 3,
    email: 'bcl@ufx.example.org',
    telefone: '(48) 3721-0005',
    endereco: 'Rodovia Gov. Jorge Lacerda, 3201',
    fisica: true,
  },
  {
    cod_biblioteca: 6,
    desc_biblioteca: 'Biblioteca de Ciências Agrárias',
    sigla: 'BCA',
    cod_campus: 4,
    email: 'bca@ufx.example.org',
    telefone: '(49) 3721-0006',
    endereco: 'Rodovia Ulysses Gaboardi, km 3',
    fisica: true,
  },
  {
    cod_biblioteca: 7,
    desc_biblioteca: 'Biblioteca Digital',
    sigla: 'BD',
    cod_campus: 1,
    email: 'bd@ufx.example.org',
    telefone: '(48) 3721-0007',
    endereco: 'Acesso pela internet',
    fisica: false,
  },
];

const WEEKDAY = '07:30 - 22:00';
export const OPENING_HOURS: OpeningHoursRow[] = [
  {
    cod_biblioteca: 1,
    segunda: WEEKDAY,
    terca: WEEKDAY,
    quarta: WEEKDAY,
    quinta: WEEKDAY,
    sexta: '07:30 - 21:00',
    sabado: '08:00 - 14:00',
    domingo: null,
  },
  {
    cod_biblioteca: 2,
    segunda: '08:00 - 20:00',
    terca: '08:00 - 20:00',
    quarta: '08:00 - 20:00',
    quinta: '08:00 - 20:00',
    sexta: '08:00 - 18:00',
    sabado: null,
    domingo: null,
  },
  {
    cod_biblioteca: 3,
    segunda: '08:00 - 18:00',
    terca: '08:00 - 18:00',
    quarta: '08:00 - 18:00',
    quinta: '08:00 - 18:00',
    sexta: '08:00 - 17:00',
    sabado: null,
    domingo: null,
  },
  {
    cod_biblioteca: 4,
    segunda: WEEKDAY,
    terca: WEEKDAY,
    quarta: WEEKDAY,
    quinta: WEEKDAY,
    sexta: WEEKDAY,
    sabado: '08:00 - 12:00',
    domingo: null,
  },
  {
    cod_biblioteca: 5,
    segunda: '13:00 - 22:00',
    terca: '13:00 - 22:00',
    quarta: '13:00 - 22:00',
    quinta: '13:00 - 22:00',
    sexta: '13:00 - 21:00',
    sabado: null,
    domingo: null,
  },
  {
    cod_biblioteca: 6,
    segunda: '07:00 - 19:00',
    terca: '07:00 - 19:00',
    quarta: '07:00 - 19:00',
    quinta: '07:00 - 19:00',
    sexta: '07:00 - 17:00',
    sabado: null,
    domingo: null,
  },
  {
    cod_biblioteca: 7,
    segunda: '00:00 - 23:59',
    terca: '00:00 - 23:59',
    quarta: '00:00 - 23:59',
    quinta: '00:00 - 23:59',
    sexta: '00:00 - 23:59',
    sabado: '00:00 - 23:59',
    domingo: '00:00 - 23:59',
  },
];

export const FAQ: FaqRow[] = [
  {
    id: 1,
    ordem: 1,
    pergunta: 'Quantos livros posso emprestar?',
    resposta:
      '<p>O limite depende da sua categoria: graduação 5 itens, pós-graduação 8 itens, docentes 12 itens.</p>',
  },
  {
    id: 2,
    ordem: 2,
    pergunta: 'Como renovo um empréstimo?',
    resposta:
      '<p>Em <strong>Meu portal &gt; Renovação</strong>, desde que o título não esteja reservado por outra pessoa e não haja débitos.</p>',
  },
  {
    id: 3,
    ordem: 3,
    pergunta: 'Como faço uma reserva?',
    resposta:
      '<p>Na página do título, escolha <strong>Reservar</strong>. A reserva só é possível quando não há exemplares disponíveis para empréstimo.</p>',
  },
  {
    id: 4,
    ordem: 4,
    pergunta: 'O que acontece se eu atrasar a devolução?',
    resposta:
      '<p>É cobrada multa por dia de atraso e item, e novos empréstimos ficam suspensos até a quitação.</p>',
  },
  {
    id: 5,
    ordem: 5,
    pergunta: 'Posso acessar e-books fora da universidade?',
    resposta:
      '<p>Sim: entre com seu usuário e senha; os links marcados como <em>online</em> abrem no provedor.</p>',
  },
  {
    id: 6,
    ordem: 6,
    pergunta: 'Como peço a declaração de nada consta?',
    resposta:
      '<p>Em <strong>Meu portal &gt; Nada consta</strong>. A declaração torna o usuário inativo na unidade de informação.</p>',
  },
];

export const PARAMETER_SECTIONS: ParameterSectionRow[] = [
  {
    secao: 'secao_1',
    titulo: 'Bem-vindo ao catálogo',
    conteudo:
      '<p>Pesquise o acervo das bibliotecas da UFX: livros, periódicos, teses, mapas, vídeos e recursos digitais.</p>',
  },
  {
    secao: 'secao_2',
    titulo: 'Novidades',
    conteudo:
      '<p>Confira as <strong>novas aquisições</strong> dos últimos 30 dias e as coleções digitais com acesso remoto.</p>',
  },
  {
    secao: 'informacoes_gerais',
    titulo: 'Informações gerais',
    conteudo:
      '<p>As bibliotecas da UFX atendem estudantes, servidores e a comunidade. Consulte horários e serviços de cada unidade.</p>',
  },
  {
    // The notice of activity 8 (personal area), `GET /parametros/atividade/8/informativo`.
    secao: 'atividade_8',
    titulo: 'Meu Portal',
    conteudo:
      '<p>No <strong>Meu Portal</strong> você renova empréstimos, acompanha reservas e consulta seus débitos.</p><p>Entre com a matrícula e a senha da biblioteca.</p>',
  },
  {
    secao: 'atendimento',
    titulo: 'Atendimento',
    conteudo:
      '<p>Atendimento presencial nos horários de cada biblioteca e pelo e-mail <a href="mailto:bc@ufx.example.org">bc@ufx.example.org</a>.</p>',
  },
];

export const WORK_TYPES: WorkTypeRow[] = [
  {
    cod_tipo_obra: 1,
    desc_tipo_obra: 'Livro',
    marc_tipo_registro: 'a',
    marc_nivel_bibliografico: 'm',
  },
  {
    cod_tipo_obra: 2,
    desc_tipo_obra: 'Periódico',
    marc_tipo_registro: 'a',
    marc_nivel_bibliografico: 's',
  },
  {
    cod_tipo_obra: 3,
    desc_tipo_obra: 'Tese',
    marc_tipo_registro: 'a',
    marc_nivel_bibliografico: 'm',
  },
  {
    cod_tipo_obra: 4,
    desc_tipo_obra: 'Dissertação',
    marc_tipo_registro: 'a',
    marc_nivel_bibliografico: 'm',
  },
  {
    cod_tipo_obra: 5,
    desc_tipo_obra: 'Trabalho de conclusão de curso',
    marc_tipo_registro: 'a',
    marc_nivel_bibliografico: 'm',
  },
  {
    cod_tipo_obra: 6,
    desc_tipo_obra: 'E-book',
    marc_tipo_registro: 'a',
    marc_nivel_bibliografico: 'm',
  },
  {
    cod_tipo_obra: 7,
    desc_tipo_obra: 'Mapa',
    marc_tipo_registro: 'e',
    marc_nivel_bibliografico: 'm',
  },
  {
    cod_tipo_obra: 8,
    desc_tipo_obra: 'Vídeo',
    marc_tipo_registro: 'g',
    marc_nivel_bibliografico: 'm',
  },
  {
    cod_tipo_obra: 9,
    desc_tipo_obra: 'Audiolivro',
    marc_tipo_registro: 'i',
    marc_nivel_bibliografico: 'm',
  },
  {
    cod_tipo_obra: 10,
    desc_tipo_obra: 'Anais de evento',
    marc_tipo_registro: 'a',
    marc_nivel_bibliografico: 'm',
  },
];

export const LANGUAGES: LanguageRow[] = [
  { idioma: 'por', idioma_desc: 'Português' },
  { idioma: 'eng', idioma_desc: 'Inglês' },
  { idioma: 'spa', idioma_desc: 'Espanhol' },
  { idioma: 'fre', idioma_desc: 'Francês' },
  { idioma: 'ger', idioma_desc: 'Alemão' },
  { idioma: 'ita', idioma_desc: 'Italiano' },
];

export const SHELF_COLLECTIONS: ShelfCollectionRow[] = [
  { cod_colecao: 1, desc_colecao: 'Acervo geral' },
  { cod_colecao: 2, desc_colecao: 'Referência' },
  { cod_colecao: 3, desc_colecao: 'Bibliografia básica' },
  { cod_colecao: 4, desc_colecao: 'Obras raras' },
  { cod_colecao: 5, desc_colecao: 'Periódicos' },
  { cod_colecao: 6, desc_colecao: 'Multimeios' },
  { cod_colecao: 7, desc_colecao: 'Mapoteca' },
  { cod_colecao: 8, desc_colecao: 'Teses e dissertações' },
  { cod_colecao: 9, desc_colecao: 'Coleção digital' },
];

export const LOAN_TYPES: LoanTypeRow[] = [
  { cod_tipo_emprestimo: 1, desc_tipo_emprestimo: 'Normal', prazo_dias: 14 },
  { cod_tipo_emprestimo: 2, desc_tipo_emprestimo: 'Especial', prazo_dias: 7 },
  { cod_tipo_emprestimo: 3, desc_tipo_emprestimo: 'Consulta local', prazo_dias: 0 },
  { cod_tipo_emprestimo: 4, desc_tipo_emprestimo: 'Fim de semana', prazo_dias: 3 },
];

export const KNOWLEDGE_AREAS: KnowledgeAreaRow[] = [
  { cod_area_cnpq: 1, desc_area_cnpq: 'Ciências Exatas e da Terra' },
  { cod_area_cnpq: 2, desc_area_cnpq: 'Ciências Biológicas' },
  { cod_area_cnpq: 3, desc_area_cnpq: 'Engenharias' },
  { cod_area_cnpq: 4, desc_area_cnpq: 'Ciências da Saúde' },
  { cod_area_cnpq: 5, desc_area_cnpq: 'Ciências Agrárias' },
  { cod_area_cnpq: 6, desc_area_cnpq: 'Ciências Sociais Aplicadas' },
  { cod_area_cnpq: 7, desc_area_cnpq: 'Ciências Humanas' },
  { cod_area_cnpq: 8, desc_area_cnpq: 'Linguística, Letras e Artes' },
];

export const REPOSITORIES: RepositoryRow[] = [
  { cod_repositorio: 1, desc_repositorio: 'Catálogo das bibliotecas' },
  { cod_repositorio: 2, desc_repositorio: 'Repositório institucional' },
  { cod_repositorio: 3, desc_repositorio: 'Biblioteca digital' },
];

export const COURSES: CourseRow[] = [
  { cod_curso: 101, desc_curso: 'Letras - Português', cod_campus: 1, nivel: 'graduacao' },
  { cod_curso: 102, desc_curso: 'Letras - Espanhol', cod_campus: 1, nivel: 'graduacao' },
  { cod_curso: 103, desc_curso: 'Letras - Inglês', cod_campus: 1, nivel: 'graduacao' },
  { cod_curso: 104, desc_curso: 'História', cod_campus: 1, nivel: 'graduacao' },
  { cod_curso: 105, desc_curso: 'Ciências Sociais', cod_campus: 1, nivel: 'graduacao' },
  { cod_curso: 106, desc_curso: 'Filosofia', cod_campus: 1, nivel: 'graduacao' },
  { cod_curso: 107, desc_curso: 'Pedagogia', cod_campus: 1, nivel: 'graduacao' },
  { cod_curso: 108, desc_curso: 'Ciências Econômicas', cod_campus: 1, nivel: 'graduacao' },
  { cod_curso: 109, desc_curso: 'Medicina', cod_campus: 1, nivel: 'graduacao' },
  { cod_curso: 110, desc_curso: 'Saúde Coletiva', cod_campus: 1, nivel: 'graduacao' },
  { cod_curso: 201, desc_curso: 'Ciência da Computação', cod_campus: 2, nivel: 'graduacao' },
  { cod_curso: 202, desc_curso: 'Engenharia de Software', cod_campus: 2, nivel: 'graduacao' },
  { cod_curso: 203, desc_curso: 'Física', cod_campus: 2, nivel: 'graduacao' },
  { cod_curso: 204, desc_curso: 'Engenharia Elétrica', cod_campus: 2, nivel: 'graduacao' },
  { cod_curso: 301, desc_curso: 'Cinema e Audiovisual', cod_campus: 3, nivel: 'graduacao' },
  { cod_curso: 302, desc_curso: 'Geografia', cod_campus: 3, nivel: 'graduacao' },
  { cod_curso: 303, desc_curso: 'Ciências Biológicas', cod_campus: 3, nivel: 'graduacao' },
  { cod_curso: 401, desc_curso: 'Agronomia', cod_campus: 4, nivel: 'graduacao' },
  { cod_curso: 501, desc_curso: 'Mestrado em Literatura', cod_campus: 1, nivel: 'mestrado' },
  { cod_curso: 502, desc_curso: 'Doutorado em Literatura', cod_campus: 1, nivel: 'doutorado' },
  { cod_curso: 503, desc_curso: 'Mestrado em Educação', cod_campus: 1, nivel: 'mestrado' },
  { cod_curso: 504, desc_curso: 'Doutorado em Educação', cod_campus: 1, nivel: 'doutorado' },
  {
    cod_curso: 505,
    desc_curso: 'Mestrado em Ciência da Computação',
    cod_campus: 2,
    nivel: 'mestrado',
  },
  { cod_curso: 506, desc_curso: 'Doutorado em História', cod_campus: 1, nivel: 'doutorado' },
];

export const NETWORK_INSTITUTIONS: InstitutionRow[] = [
  {
    cod_empresa: 1,
    desc_empresa: 'Universidade Federal do Exemplo',
    sigla: 'UFX',
    cidade: 'Florianópolis',
  },
  {
    cod_empresa: 2,
    desc_empresa: 'Universidade Estadual do Vale',
    sigla: 'UEV',
    cidade: 'Blumenau',
  },
  { cod_empresa: 3, desc_empresa: 'Instituto Federal da Serra', sigla: 'IFS', cidade: 'Lages' },
  {
    cod_empresa: 4,
    desc_empresa: 'Faculdade de Medicina do Planalto',
    sigla: 'FMP',
    cidade: 'Chapecó',
  },
  {
    cod_empresa: 5,
    desc_empresa: 'Centro Universitário Atlântico',
    sigla: 'UNIATL',
    cidade: 'Itajaí',
  },
  {
    cod_empresa: 6,
    desc_empresa: 'Universidad Nacional del Litoral Sur',
    sigla: 'UNLS',
    cidade: 'Montevideo',
  },
];
