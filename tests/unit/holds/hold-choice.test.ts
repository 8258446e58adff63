import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HoldOptions } from '../../../src/api/generated/model';
import {
  holdChoiceFields,
  initialChoice,
  missingChoices,
  toHoldRequest,
  type HoldChoice,
} from '../../../src/features/holds/utils/hold-choice';

const option = (codigo: string) => ({ codigo, descricao: codigo === '0' ? 'Nenhum' : codigo });
const choice: fc.Arbitrary<HoldChoice> = fc.record({
  biblioteca: fc.option(fc.integer({ min: 1, max: 99 }).map(String)),
  volume: fc.option(fc.constantFrom('0', 'v.1', 'v.2')),
  tomo: fc.option(fc.constantFrom('0', 't.1')),
  parte: fc.option(fc.constantFrom('0', 'p.1')),
  material_adicional: fc.option(fc.constantFrom('0', 'CD')),
  localizacao: fc.option(fc.constantFrom('1', '2')),
});

describe('the hold form choice (spec section 5: all options must be selected)', () => {
  it('makes a request exactly when nothing is missing, naming the missing fields in form order', () => {
    fc.assert(
      fc.property(choice, fc.integer({ min: 1, max: 10_000 }), (chosen, codAcervo) => {
        const missing = missingChoices(chosen);
        const request = toHoldRequest(codAcervo, chosen);
        expect(request === null).toBe(missing.length > 0);
        expect(missing).toEqual(holdChoiceFields.filter((field) => chosen[field] === null));
        if (request) {
          expect(request).toEqual({
            cod_acervo: codAcervo,
            biblioteca: Number(chosen.biblioteca),
            volume: chosen.volume,
            tomo: chosen.tomo,
            parte: chosen.parte,
            material_adicional: chosen.material_adicional,
            localizacao: chosen.localizacao,
          });
        }
      }),
    );
  });

  it('starts with the fields that have one option chosen, the others waiting for the patron', () => {
    const options: HoldOptions = {
      cod_acervo: 155,
      titulo: 'Of mice and men',
      bibliotecas: [
        { cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central' },
        { cod_biblioteca: 2, desc_biblioteca: 'Biblioteca do Campus Tecnológico' },
      ],
      volumes: [option('0')],
      tomos: [option('0')],
      partes: [option('0')],
      materiais_adicionais: [option('0'), option('CD')],
      localizacoes: [option('1')],
      permite_reserva: true,
    };
    const start = initialChoice(options);
    expect(start).toEqual({
      biblioteca: null,
      volume: '0',
      tomo: '0',
      parte: '0',
      material_adicional: null,
      localizacao: '1',
    });
    expect(missingChoices(start)).toEqual(['biblioteca', 'material_adicional']);
  });
});
