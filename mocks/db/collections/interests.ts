import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/*
 * The interest profile (selective dissemination of information) of a patron: knowledge
 * areas, authors and subjects; periodicals; work types. Each row is one item of one patron,
 * keyed by `id` = patron + item so the reset journal can find it again.
 */

export type DsiKind = 'area' | 'autor' | 'assunto';

export interface AreaAuthorSubjectInterestRow {
  /** `${cod_pessoa}:${tipoDSI}:${codTipoArea ?? ''}:${codigo}` */
  id: string;
  cod_pessoa: number;
  tipoDSI: DsiKind;
  codigo: string;
  codTipoArea: number | null;
  descricao: string;
  validade: string;
}

export interface PeriodicalInterestRow {
  /** `${cod_pessoa}:${codigo}` */
  id: string;
  cod_pessoa: number;
  codigo: number;
  titulo: string;
  validade: string;
  fasciculo: boolean;
  artigo: boolean;
  sumario: boolean;
  bibliotecas: number[];
}

export interface WorkTypeInterestRow {
  /** `${cod_pessoa}:${codigo}` */
  id: string;
  cod_pessoa: number;
  codigo: number;
  descricao: string;
  validade: string;
  bibliotecas: number[];
  idiomas: string[];
}

export const areaAuthorSubjectInterestsCollection = defineCollection<
  AreaAuthorSubjectInterestRow,
  'id'
>({
  name: 'areaAuthorSubjectInterests',
  key: 'id',
  schema: recordSchema<AreaAuthorSubjectInterestRow>('AreaAuthorSubjectInterestRow', {
    id: 'string',
    cod_pessoa: 'number',
    tipoDSI: 'string',
    codigo: 'string',
  }),
});

export const periodicalInterestsCollection = defineCollection<PeriodicalInterestRow, 'id'>({
  name: 'periodicalInterests',
  key: 'id',
  schema: recordSchema<PeriodicalInterestRow>('PeriodicalInterestRow', {
    id: 'string',
    cod_pessoa: 'number',
    codigo: 'number',
    bibliotecas: 'array',
  }),
});

export const workTypeInterestsCollection = defineCollection<WorkTypeInterestRow, 'id'>({
  name: 'workTypeInterests',
  key: 'id',
  schema: recordSchema<WorkTypeInterestRow>('WorkTypeInterestRow', {
    id: 'string',
    cod_pessoa: 'number',
    codigo: 'number',
    idiomas: 'array',
  }),
});
