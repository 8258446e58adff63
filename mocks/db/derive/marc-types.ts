/** MARC 21 record in the contract's shape (catalogue.yaml MarcRecord). */
export interface MarcSubfield {
  codigo: string;
  valor: string;
}

export interface MarcField {
  tag: string;
  indicador1?: string;
  indicador2?: string;
  valor?: string;
  subcampos?: MarcSubfield[];
}

export interface MarcRecord {
  lider: string;
  campos: MarcField[];
}

export const ORGANIZATION_CODE = 'BR-FlUFX';

export function dataField(
  tag: string,
  ind1: string,
  ind2: string,
  subfields: Array<[string, string | null | undefined]>,
): MarcField | null {
  const subcampos = subfields
    .filter((entry): entry is [string, string] => !!entry[1])
    .map(([codigo, valor]) => ({ codigo, valor }));
  return subcampos.length === 0 ? null : { tag, indicador1: ind1, indicador2: ind2, subcampos };
}

const encoder = new TextEncoder();

/**
 * Leader with the real record length and base address of the ISO 2709 form, so the record
 * is consistent down to its first five characters.
 */
export function withLeader(template: string, fields: MarcField[]): MarcRecord {
  const bodies = fields.map((field) =>
    field.valor !== undefined
      ? `${field.valor}\u001e`
      : `${field.indicador1 ?? ' '}${field.indicador2 ?? ' '}${(field.subcampos ?? []).map((sub) => `\u001f${sub.codigo}${sub.valor}`).join('')}\u001e`,
  );
  const base = 24 + fields.length * 12 + 1;
  const length = base + bodies.reduce((sum, body) => sum + encoder.encode(body).length, 0) + 1;
  const lider = `${String(length).padStart(5, '0')}${template.slice(5, 12)}${String(base).padStart(5, '0')}${template.slice(17)}`;
  return { lider, campos: fields };
}

/** 005: YYYYMMDDHHMMSS.F from the cataloguing day (no clock in the data). */
export function transactionStamp(isoDate: string): string {
  return `${isoDate.replaceAll('-', '')}120000.0`;
}

export function yymmdd(isoDate: string): string {
  return isoDate.replaceAll('-', '').slice(2);
}
