import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** An event of the institution (/parametros/eventos_institucionais) or of the events platform (eventos_eventum). */
export interface InstitutionalEventRow {
  id: number;
  origem: 'instituicao' | 'eventum';
  titulo: string;
  descricao: string | null;
  /** ISO date-times with the São Paulo offset. */
  data_inicio: string;
  data_fim: string | null;
  local: string | null;
  link: string | null;
}

export const institutionalEventsCollection = defineCollection<InstitutionalEventRow, 'id'>({
  name: 'institutionalEvents',
  key: 'id',
  schema: recordSchema<InstitutionalEventRow>('InstitutionalEventRow', {
    id: 'number',
    titulo: 'string',
    data_inicio: 'string',
  }),
});
