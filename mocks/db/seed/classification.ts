/**
 * Dewey classes used by the seed: the K filter (code;route), the knowledge area (A) and the
 * courses (P) of a title all follow from its class, so one table decides them consistently.
 */
const DDC_NAMES: Record<string, string> = {
  '000': 'Ciência da computação, informação e obras gerais',
  '004': 'Processamento de dados. Ciência da computação',
  '005': 'Programação, programas e dados',
  '006': 'Métodos especiais de computação',
  '050': 'Publicações seriadas gerais',
  '056': 'Publicações seriadas em português e espanhol',
  '100': 'Filosofia e psicologia',
  '128': 'Ser humano',
  '154': 'Subconsciente e estados alterados',
  '300': 'Ciências sociais',
  '305': 'Grupos sociais',
  '306': 'Cultura e instituições',
  '320': 'Ciência política',
  '330': 'Economia',
  '335': 'Socialismo e sistemas afins',
  '363': 'Outros problemas e serviços sociais',
  '365': 'Instituições penais',
  '370': 'Educação',
  '500': 'Ciências naturais e matemática',
  '501': 'Filosofia e teoria das ciências',
  '505': 'Publicações seriadas de ciências',
  '510': 'Matemática',
  '511': 'Princípios gerais da matemática',
  '519': 'Probabilidades e matemática aplicada',
  '520': 'Astronomia',
  '523': 'Corpos celestes e fenômenos específicos',
  '530': 'Física',
  '576': 'Genética e evolução',
  '591': 'Zoologia',
  '600': 'Tecnologia',
  '610': 'Medicina e saúde',
  '614': 'Saúde pública e medicina legal',
  '621': 'Física aplicada',
  '630': 'Agricultura',
  '700': 'Artes e recreação',
  '791': 'Espetáculos públicos, cinema',
  '800': 'Literatura',
  '813': 'Ficção norte-americana em inglês',
  '821': 'Poesia inglesa',
  '822': 'Teatro inglês',
  '823': 'Ficção inglesa',
  '824': 'Ensaios ingleses',
  '833': 'Ficção alemã',
  '843': 'Ficção francesa',
  '861': 'Poesia espanhola',
  '862': 'Teatro espanhol',
  '863': 'Ficção espanhola',
  '864': 'Ensaios espanhóis',
  '869': 'Literatura portuguesa e brasileira',
  '900': 'História e geografia',
  '912': 'Atlas e mapas',
  '914': 'Geografia da Europa',
  '942': 'História da Inglaterra',
  '946': 'História da Península Ibérica',
  '950': 'História da Ásia',
  '972': 'História do México e América Central',
  '980': 'História da América do Sul',
  '981': 'História do Brasil',
};

const HUNDREDS_NAMES: Record<string, string> = {
  '0': 'Ciência da computação, informação e obras gerais',
  '1': 'Filosofia e psicologia',
  '2': 'Religião',
  '3': 'Ciências sociais',
  '4': 'Linguagem',
  '5': 'Ciências naturais e matemática',
  '6': 'Tecnologia',
  '7': 'Artes e recreação',
  '8': 'Literatura',
  '9': 'História e geografia',
};

export interface ClassInfo {
  /** Three-digit section, e.g. "869". */
  cod_area_conhecimento: string;
  descricao: string;
  /** "800/860/869": main class, division, section. */
  rota: string;
  cod_area_cnpq: number;
}

/** CNPq major area of a Dewey section (rules of thumb a cataloguer would accept). */
function cnpqArea(section: number): number {
  if (section < 100) return 1;
  if (section < 300) return 7;
  if (section < 330) return 7;
  if (section < 370) return 6;
  if (section < 380) return 7;
  if (section < 400) return 6;
  if (section < 500) return 8;
  if (section < 560) return 1;
  if (section < 600) return 2;
  if (section < 620) return 4;
  if (section < 630) return 3;
  if (section < 640) return 5;
  if (section < 700) return 3;
  if (section < 900) return 8;
  return 7;
}

export function classInfo(ddc: string): ClassInfo {
  const section = ddc.slice(0, 3).padEnd(3, '0');
  const main = `${section[0]}00`;
  const division = `${section.slice(0, 2)}0`;
  const route = [main, division, section]
    .filter((code, index, all) => all.indexOf(code) === index)
    .join('/');
  return {
    cod_area_conhecimento: section,
    descricao:
      DDC_NAMES[section] ??
      DDC_NAMES[division] ??
      HUNDREDS_NAMES[section[0] ?? '0'] ??
      'Obras gerais',
    rota: route,
    cod_area_cnpq: cnpqArea(Number(section)),
  };
}

/** Courses whose reading lists plausibly cite a title of this class and language. */
export function coursesFor(ddc: string, language: string): number[] {
  const section = Number(ddc.slice(0, 3));
  if (section >= 800 && section < 900) {
    const byLanguage = language === 'spa' ? 102 : language === 'eng' ? 103 : 101;
    return [byLanguage, 501, 502];
  }
  if (section >= 791 && section < 792) return [301];
  if (section >= 900) return section === 912 ? [302] : [104, 506];
  if (section >= 370 && section < 380) return [107, 503, 504];
  if (section >= 330 && section < 340) return [108, 105];
  if (section >= 300 && section < 370) return [105, 104];
  if (section >= 100 && section < 200) return [106];
  if (section < 100) return section >= 50 ? [105] : [201, 202, 505];
  if (section >= 600 && section < 620) return [109, 110];
  if (section >= 620 && section < 630) return [204, 201];
  if (section >= 630 && section < 640) return [401];
  if (section >= 560 && section < 600) return [303];
  if (section >= 500 && section < 560) return section >= 510 && section < 520 ? [201, 203] : [203];
  return [];
}
