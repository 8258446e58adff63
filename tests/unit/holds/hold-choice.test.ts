import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HoldOptions } from '../../../src/api/generated/model';
import {
  holdChoiceFields,
  initialChoice,
  isNoneChoice,
  missingChoices,
  toHoldRequest,
  upFrontFields,
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

  it('starts at the sensible defaults: single options, "none" for the pieces, the suggested library', () => {
    const start = initialChoice(options);
    expect(start).toEqual({
      biblioteca: null,
      volume: '0',
      tomo: '0',
      parte: '0',
      // "None" is the neutral choice even beside another option.
      material_adicional: '0',
      localizacao: '1',
    });
    expect(missingChoices(start)).toEqual(['biblioteca']);
    expect(initialChoice(options, { biblioteca: 2 }).biblioteca).toBe('2');
    // A suggestion the server does not offer is no choice.
    expect(initialChoice(options, { biblioteca: 9 }).biblioteca).toBeNull();
  });

  it('leaves several volumes without "none", or several shelves, to the patron', () => {
    const start = initialChoice(
      {
        ...options,
        volumes: [option('v.1'), option('v.2')],
        localizacoes: [option('1'), option('2')],
      },
      { biblioteca: 1 },
    );
    expect(missingChoices(start)).toEqual(['volume', 'localizacao']);
    // The suggested copy's shelf, named as the copies tab names it.
    const shelves = {
      ...options,
      localizacoes: [
        { codigo: '1', descricao: 'Acervo geral' },
        { codigo: '4', descricao: 'Bibliografia básica' },
      ],
    };
    expect(
      initialChoice(shelves, { biblioteca: 1, colecao: ' bibliografia básica' }).localizacao,
    ).toBe('4');
  });

  it('shows at once what is still to choose and a library among several; the rest waits', () => {
    expect(upFrontFields(options, initialChoice(options, { biblioteca: 1 }))).toEqual([
      'biblioteca',
    ]);
    const oneLibrary = { ...options, bibliotecas: options.bibliotecas.slice(0, 1) };
    expect(upFrontFields(oneLibrary, initialChoice(oneLibrary))).toEqual([]);
    const volumes = { ...oneLibrary, volumes: [option('v.1'), option('v.2')] };
    expect(upFrontFields(volumes, initialChoice(volumes))).toEqual(['volume']);
  });

  it('knows "none" only for the pieces of a title', () => {
    expect(isNoneChoice('volume', '0')).toBe(true);
    expect(isNoneChoice('material_adicional', 'CD')).toBe(false);
    expect(isNoneChoice('localizacao', '0')).toBe(false);
  });
});
