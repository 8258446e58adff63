import type { HoldOptions, HoldRequest } from '../../../api/generated/model';

/** The six choices of the hold form, in the form's order (spec section 7, `POST /reserva`). */
export const holdChoiceFields = [
  'biblioteca',
  'volume',
  'tomo',
  'parte',
  'material_adicional',
  'localizacao',
] as const;
export type HoldChoiceField = (typeof holdChoiceFields)[number];

/** What the patron has chosen so far: each field's option code, or null while unchosen. */
export type HoldChoice = Record<HoldChoiceField, string | null>;

type ChoiceItem = HoldOptions['volumes'][number];

/**
 * Each field's options as `{ id, name }`, the library's code written as text like the others.
 * `nameOf` names a coded option (the form passes the coded-value labels, so "none" is translated).
 */
export function choicesOf(
  options: HoldOptions,
  nameOf: (item: ChoiceItem) => string = (item) => item.descricao,
): Record<HoldChoiceField, { id: string; name: string }[]> {
  const coded = (list: ChoiceItem[]) =>
    list.map((item) => ({ id: item.codigo, name: nameOf(item) }));
  return {
    biblioteca: options.bibliotecas.map((library) => ({
      id: String(library.cod_biblioteca),
      name: library.desc_biblioteca,
    })),
    volume: coded(options.volumes),
    tomo: coded(options.tomos),
    parte: coded(options.partes),
    material_adicional: coded(options.materiais_adicionais),
    localizacao: coded(options.localizacoes),
  };
}

/**
 * The form's starting choice: a field with a single option (a title without volumes offers only
 * "none") is chosen already; every other field waits for the patron.
 */
export function initialChoice(options: HoldOptions): HoldChoice {
  const choices = choicesOf(options);
  const only = (field: HoldChoiceField) => {
    const list = choices[field];
    return list.length === 1 ? (list[0]?.id ?? null) : null;
  };
  return {
    biblioteca: only('biblioteca'),
    volume: only('volume'),
    tomo: only('tomo'),
    parte: only('parte'),
    material_adicional: only('material_adicional'),
    localizacao: only('localizacao'),
  };
}

/** Fields still unchosen, in the form's order (spec section 5: all options must be selected). */
export const missingChoices = (choice: HoldChoice): HoldChoiceField[] =>
  holdChoiceFields.filter((field) => !choice[field]);

/** The request body once every option is chosen; null while any is missing. */
export function toHoldRequest(codAcervo: number, choice: HoldChoice): HoldRequest | null {
  const { biblioteca, volume, tomo, parte, material_adicional, localizacao } = choice;
  if (!biblioteca || !volume || !tomo || !parte || !material_adicional || !localizacao) return null;
  const library = Number(biblioteca);
  if (!Number.isInteger(library)) return null;
  return {
    cod_acervo: codAcervo,
    biblioteca: library,
    volume,
    tomo,
    parte,
    material_adicional,
    localizacao,
  };
}
