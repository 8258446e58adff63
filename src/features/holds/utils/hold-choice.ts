import type { HoldOptions, HoldRequest } from '../../../api/generated/model';
import type { HoldSuggestion } from '../../../lib/place-hold-slot/place-hold-slot';

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

/** The code of "none" (no volume, tome, part or material), as the server sends it. */
export const NONE = '0';

/** Fields that name a piece of the title, where "none" means the whole title as catalogued. */
const pieceFields = new Set<HoldChoiceField>(['volume', 'tomo', 'parte', 'material_adicional']);

/**
 * The form's starting choice (issue 39: a hold in one step). A field with a single option is
 * chosen already; a piece of the title (volume, tome, part, material) starts at "none" when the
 * server offers it, the neutral choice; the library and shelf are those of the copy the title
 * page suggests (`suggested`: the one that comes back first) when the server offers them.
 * Anything else (several volumes without "none", a shelf nobody suggested) waits for the patron.
 */
export function initialChoice(options: HoldOptions, suggested?: HoldSuggestion): HoldChoice {
  const choices = choicesOf(options);
  const folded = suggested?.colecao?.trim().toLowerCase();
  const shelf = folded
    ? choices.localizacao.find((item) => item.name.trim().toLowerCase() === folded)?.id
    : undefined;
  const start = (field: HoldChoiceField, preferred?: string): string | null => {
    const list = choices[field];
    if (list.length === 1) return list[0]?.id ?? null;
    if (preferred !== undefined && list.some((item) => item.id === preferred)) return preferred;
    return null;
  };
  return {
    biblioteca: start('biblioteca', suggested?.biblioteca.toString()),
    volume: start('volume', NONE),
    tomo: start('tomo', NONE),
    parte: start('parte', NONE),
    material_adicional: start('material_adicional', NONE),
    localizacao: start('localizacao', shelf),
  };
}

/**
 * The fields the form shows at once: those still to choose, and the pick-up library whenever
 * there is more than one (where to collect the book is worth seeing). The rest are chosen
 * already and wait behind "More options".
 */
export function upFrontFields(options: HoldOptions, start: HoldChoice): HoldChoiceField[] {
  return holdChoiceFields.filter(
    (field) => !start[field] || (field === 'biblioteca' && options.bibliotecas.length > 1),
  );
}

/** Whether a field's choice is the neutral "none" of a piece of the title. */
export const isNoneChoice = (field: HoldChoiceField, value: string | null) =>
  pieceFields.has(field) && value === NONE;

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
