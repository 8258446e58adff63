import type { AuthorKind, AuthorRole, SubdivisionKind, SubjectKind } from '../collections';
import { FORM_SUBDIVISIONS, GEOGRAPHIC_SUBDIVISIONS } from './vocabulary';
import { REAL_WORKS_TABLE } from './real-works';

export type CoreKind = 'L' | 'P' | 'T' | 'D' | 'E' | 'M' | 'V' | 'A';

export interface ParsedName {
  nome: string;
  datas: string | null;
  tipo: AuthorKind;
  funcao: AuthorRole;
}

export interface ParsedSubject {
  tipo: SubjectKind;
  termo: string;
  datas: string | null;
  subdivisoes: Array<{ tipo: SubdivisionKind; termo: string }>;
}

export interface CoreWork {
  /** Position in the table, from 0: real works get cod_acervo = index + 1. */
  index: number;
  kind: CoreKind;
  titulo: string;
  subtitulo: string | null;
  /** Null when the entry is by title (anonymous works, periodicals, films). */
  principal: ParsedName | null;
  secundarios: ParsedName[];
  ano: number | null;
  editora: string | null;
  local: string | null;
  idioma: string;
  ddc: string;
  assuntos: ParsedSubject[];
  extra: Record<string, string>;
  traducoes: Array<{ idioma: string; titulo: string }>;
}

const DATES = /^\d{3,4}\??-(\d{4})?$/;

export function parseName(raw: string): ParsedName {
  let text = raw.trim();
  let funcao: AuthorRole = 'autor';
  const role = /\s*\[(.+)\]$/.exec(text);
  if (role) {
    funcao = role[1] as AuthorRole;
    text = text.slice(0, role.index);
  }
  let tipo: AuthorKind = 'pessoa';
  if (text.startsWith('i:')) {
    tipo = 'instituicao';
    text = text.slice(2);
  } else if (text.startsWith('e:')) {
    tipo = 'evento';
    text = text.slice(2);
  }
  if (tipo !== 'pessoa') return { nome: text, datas: null, tipo, funcao };
  const parts = text.split(', ');
  const last = parts[parts.length - 1] ?? '';
  if (parts.length > 2 && DATES.test(last)) {
    return { nome: parts.slice(0, -1).join(', '), datas: last, tipo, funcao };
  }
  return { nome: text, datas: null, tipo, funcao };
}

function subdivisionKind(term: string): SubdivisionKind {
  if (/^(Século|Siglo|\d{1,2}th century|c\.|\d{4})/.test(term) || /\d{4}-\d{4}$/.test(term))
    return 'cronologica';
  if (FORM_SUBDIVISIONS.has(term)) return 'forma';
  if (GEOGRAPHIC_SUBDIVISIONS.has(term)) return 'geografica';
  return 'geral';
}

export function parseSubject(raw: string): ParsedSubject {
  const prefixes: Record<string, SubjectKind> = {
    'g:': 'geografico',
    'f:': 'genero_forma',
    'c:': 'cronologico',
    'p:': 'pessoa',
  };
  let text = raw.trim();
  let tipo: SubjectKind = 'topico';
  const prefix = prefixes[text.slice(0, 2)];
  if (prefix) {
    tipo = prefix;
    text = text.slice(2);
  }
  const [head = '', ...rest] = text.split(' -- ');
  let termo = head;
  let datas: string | null = null;
  if (tipo === 'pessoa') {
    const name = parseName(head);
    termo = name.nome;
    datas = name.datas;
  }
  return {
    tipo,
    termo,
    datas,
    subdivisoes: rest.map((term) => ({ tipo: subdivisionKind(term), termo: term })),
  };
}

function parseExtra(raw: string): Record<string, string> {
  const extra: Record<string, string> = {};
  if (!raw) return extra;
  for (const pair of raw.split('~')) {
    const at = pair.indexOf('=');
    if (at > 0) extra[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return extra;
}

function parseLine(line: string, index: number): CoreWork {
  const [
    kind = 'L',
    titulo = '',
    subtitulo = '',
    authors = '',
    year = '',
    editora = '',
    local = '',
    idioma = 'por',
    ddc = '000',
    subjects = '',
    extraRaw = '',
  ] = line.split('|');
  let principal: ParsedName | null = null;
  const secundarios: ParsedName[] = [];
  if (authors && authors !== '-') {
    const byTitle = authors.startsWith('-');
    const names = (byTitle ? authors.slice(1) : authors).split(';').map(parseName);
    names.forEach((name, position) => {
      if (position === 0 && !byTitle) principal = name;
      else secundarios.push(name);
    });
  }
  const extra = parseExtra(extraRaw);
  const traducoes = (extra.tr ?? '')
    .split('^')
    .filter(Boolean)
    .map((entry) => ({ idioma: entry.slice(0, 3), titulo: entry.slice(4) }));
  return {
    index,
    kind: kind as CoreKind,
    titulo,
    subtitulo: subtitulo || null,
    principal,
    secundarios,
    ano: year ? Number(year) : null,
    editora: editora || null,
    local: local || null,
    idioma,
    ddc,
    assuntos: subjects.split(';').filter(Boolean).map(parseSubject),
    extra,
    traducoes,
  };
}

let parsed: CoreWork[] | undefined;

/** The real works, parsed once per process. */
export function coreWorks(): readonly CoreWork[] {
  parsed ??= REAL_WORKS_TABLE.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(parseLine);
  return parsed;
}
