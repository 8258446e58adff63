import { describe, expect, it } from 'vitest';
import {
  emptyCatalogueCard,
  emptyInterLibraryLoan,
  emptySpecializedSearch,
  emptySurvey,
  emptySwitching,
  toCatalogueCardRequest,
  toInterLibraryLoanRequest,
  toSurveyRequest,
  toSwitchingRequest,
  validateCatalogueCard,
  validateInterLibraryLoan,
  validateSpecializedSearch,
  validateSurvey,
  validateSwitching,
} from '../../../src/features/requests/utils/request-rules';

const kinds = (problems: object) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, (problem as { kind: string }).kind]),
  );

describe('bibliographic switching', () => {
  const article = {
    ...emptySwitching,
    titulo_artigo: 'Ironia em Machado',
    titulo_revista: 'Revista de Letras',
    ano: '2019',
    paginas: '20 a 30',
    email: 'leitor@example.org',
  };

  it('asks for the fields of each type, and the e-mail', () => {
    expect(kinds(validateSwitching(emptySwitching))).toEqual({
      titulo_artigo: 'required',
      titulo_revista: 'required',
      ano: 'required',
      paginas: 'required',
      email: 'required',
    });
    expect(kinds(validateSwitching({ ...emptySwitching, tipo: 'tese-dissertacao' }))).toEqual({
      titulo_documento: 'required',
      autor: 'required',
      grau_defesa: 'required',
      ano: 'required',
      email: 'required',
    });
    expect(kinds(validateSwitching({ ...emptySwitching, tipo: 'parte-documento' }))).toEqual({
      titulo_documento: 'required',
      titulo_artigo: 'required',
      paginas: 'required',
      email: 'required',
    });
  });

  it('checks the page range, the year and the e-mail', () => {
    expect(validateSwitching(article)).toEqual({});
    expect(kinds(validateSwitching({ ...article, paginas: '30-20' }))).toEqual({
      paginas: 'pageOrder',
    });
    expect(kinds(validateSwitching({ ...article, paginas: 'vinte' }))).toEqual({
      paginas: 'pageRange',
    });
    expect(kinds(validateSwitching({ ...article, ano: '1499' }))).toEqual({ ano: 'integer' });
    expect(kinds(validateSwitching({ ...article, email: 'leitor@' }))).toEqual({
      email: 'email',
    });
  });

  it("sends only the type's fields, the range as start-end", () => {
    const body = toSwitchingRequest({ ...article, titulo_documento: 'left from another type' });
    expect(body).toEqual({
      titulo_artigo: 'Ironia em Machado',
      titulo_revista: 'Revista de Letras',
      ano: 2019,
      paginas: '20-30',
      email: 'leitor@example.org',
    });
  });
});

describe('bibliographic survey', () => {
  const survey = { ...emptySurvey, assunto_geral: 'Romantismo' };

  it('needs the general subject; dates and bibliography pages in order', () => {
    expect(kinds(validateSurvey(emptySurvey))).toEqual({ assunto_geral: 'required' });
    expect(validateSurvey(survey)).toEqual({});
    expect(
      kinds(validateSurvey({ ...survey, data_inicio: '2020-05-01', data_fim: '2020-01-01' })),
    ).toEqual({ data_inicio: 'dateOrder' });
    expect(
      kinds(
        validateSurvey({
          ...survey,
          pagina_inicial_bibliografia: '40',
          pagina_final_bibliografia: '12',
        }),
      ),
    ).toEqual({ pagina_inicial_bibliografia: 'pageOrder' });
    expect(kinds(validateSurvey({ ...survey, total_paginas: '0' }))).toEqual({
      total_paginas: 'integer',
    });
    expect(kinds(validateSurvey({ ...survey, pagina_final_bibliografia: 'doze' }))).toEqual({
      pagina_final_bibliografia: 'integer',
    });
  });

  it('sends numbers as numbers and leaves blank fields out', () => {
    expect(
      toSurveyRequest({
        ...survey,
        pagina_inicial_bibliografia: '3',
        pagina_final_bibliografia: '9',
      }),
    ).toEqual({
      assunto_geral: 'Romantismo',
      formato: 'ambos',
      folha_rosto: false,
      sumario: false,
      resumo: false,
      ilustracoes: false,
      pagina_inicial_bibliografia: 3,
      pagina_final_bibliografia: 9,
    });
  });
});

describe('catalogue card', () => {
  it('names every missing required field', () => {
    expect(kinds(validateCatalogueCard(emptyCatalogueCard))).toEqual({
      titulo: 'required',
      autor: 'required',
      tipo_trabalho: 'required',
      ano: 'required',
      total_paginas: 'required',
      email: 'required',
    });
  });

  it('bounds the year and the keywords, and splits the keywords', () => {
    const card = {
      ...emptyCatalogueCard,
      titulo: 'O narrador',
      autor: 'Leitor',
      tipo_trabalho: 'tcc' as const,
      ano: '1899',
      total_paginas: '80',
      email: 'leitor@example.org',
      palavras_chave: Array.from({ length: 11 }, (_, i) => `p${i}`).join('; '),
    };
    expect(kinds(validateCatalogueCard(card))).toEqual({
      ano: 'integer',
      palavras_chave: 'tooMany',
    });
    const fixed = { ...card, ano: '2024', palavras_chave: 'romance; ; narrador ' };
    expect(validateCatalogueCard(fixed)).toEqual({});
    expect(toCatalogueCardRequest(fixed).palavras_chave).toEqual(['romance', 'narrador']);
  });
});

describe('specialised search', () => {
  it('needs the subject and the e-mail; dates in order', () => {
    expect(kinds(validateSpecializedSearch(emptySpecializedSearch))).toEqual({
      assunto: 'required',
      email: 'required',
    });
    expect(
      kinds(
        validateSpecializedSearch({
          ...emptySpecializedSearch,
          assunto: 'Machado',
          email: 'a@b.co',
          data_inicio: '2024-02-02',
          data_fim: '2024-02-01',
        }),
      ),
    ).toEqual({ data_inicio: 'dateOrder' });
  });
});

describe('inter-library loan', () => {
  it('needs the title, the receiving library and the e-mail; sends codes as numbers', () => {
    expect(kinds(validateInterLibraryLoan(emptyInterLibraryLoan))).toEqual({
      titulo: 'required',
      biblioteca_recebimento: 'required',
      email: 'required',
    });
    const loan = {
      ...emptyInterLibraryLoan,
      titulo: 'Teoria do romance',
      biblioteca_recebimento: '2',
      cod_empresa: '3',
      email: 'leitor@example.org',
    };
    expect(validateInterLibraryLoan(loan)).toEqual({});
    expect(toInterLibraryLoanRequest(loan)).toEqual({
      titulo: 'Teoria do romance',
      biblioteca_recebimento: 2,
      cod_empresa: 3,
      email: 'leitor@example.org',
    });
  });
});
