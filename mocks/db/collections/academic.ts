import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** A course subject (disciplina) of the lookups and teaching plans. */
export interface SubjectRow {
  cod_disciplina: string;
  desc_disciplina: string;
  cod_curso: number;
  cod_campus: number;
  /** Course period (term) the subject is taught in. */
  periodo: string;
}

/** A professor of the lookups (search forms) and the teachers of teaching plans. */
export interface ProfessorRow {
  cod_professor: string;
  /** The professor's person code, when they are a patron too (the QA account `professor`). */
  cod_pessoa: number | null;
  nome: string;
  cod_campus: number;
  disciplinas: string[];
}

/** A teaching plan of a subject in a year and semester, with its bibliography. */
export interface TeachingPlanRow {
  id: number;
  cod_disciplina: string;
  cod_curso: number;
  ano: number;
  semestre: 1 | 2;
  vagas: number;
  bibliografia: Array<{
    cod_acervo: number | null;
    titulo: string;
    autor: string | null;
    tipo: 'basica' | 'complementar';
  }>;
}

/** A research database (electronic resource) of the personal area. */
export interface ResearchDatabaseRow {
  codigo: number;
  nome: string;
  descricao: string | null;
  url: string | null;
  slug: string | null;
}

export const subjectsCollection = defineCollection<SubjectRow, 'cod_disciplina'>({
  name: 'subjects',
  key: 'cod_disciplina',
  schema: recordSchema<SubjectRow>('SubjectRow', {
    cod_disciplina: 'string',
    desc_disciplina: 'string',
  }),
});

export const professorsCollection = defineCollection<ProfessorRow, 'cod_professor'>({
  name: 'professors',
  key: 'cod_professor',
  schema: recordSchema<ProfessorRow>('ProfessorRow', { cod_professor: 'string', nome: 'string' }),
});

export const teachingPlansCollection = defineCollection<TeachingPlanRow, 'id'>({
  name: 'teachingPlans',
  key: 'id',
  schema: recordSchema<TeachingPlanRow>('TeachingPlanRow', {
    id: 'number',
    cod_disciplina: 'string',
    bibliografia: 'array',
  }),
});

export const researchDatabasesCollection = defineCollection<ResearchDatabaseRow, 'codigo'>({
  name: 'researchDatabases',
  key: 'codigo',
  schema: recordSchema<ResearchDatabaseRow>('ResearchDatabaseRow', {
    codigo: 'number',
    nome: 'string',
  }),
});
