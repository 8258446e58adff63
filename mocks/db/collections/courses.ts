import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** Courses and graduate programmes whose bibliographies cite titles: filter P. */
export interface CourseRow {
  cod_curso: number;
  desc_curso: string;
  cod_campus: number;
  nivel: 'graduacao' | 'mestrado' | 'doutorado';
}

export const coursesCollection = defineCollection<CourseRow, 'cod_curso'>({
  name: 'courses',
  key: 'cod_curso',
  schema: recordSchema<CourseRow>('CourseRow', { cod_curso: 'number' }),
});
