import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailExportRequest,
  fileExportRequest,
  fileNameFrom,
} from '../../../src/features/basket/utils/export-request';
import { recipientProblem } from '../../../src/features/basket/utils/recipients';
import { recipients as serverRecipients } from '../../../mocks/handlers/catalogue';

describe('export request building (POST /acervo/exportar-cesta)', () => {
  it('a file export carries the format, the data detail and each title once', () => {
    expect(fileExportRequest('ris', 'completo', [7, 12, 7])).toEqual({
      tipo: 'ris',
      dados: 'completo',
      acervos: [7, 12],
    });
    expect(fileExportRequest('impressao', 'referencia', [3])).toEqual({
      tipo: 'impressao',
      dados: 'referencia',
      acervos: [3],
    });
  });

  it('keeps the order of the basket and drops only repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1 }), (codes) => {
        const { acervos } = fileExportRequest('bibtex', 'referencia', codes);
        expect(acervos).toEqual([...new Set(codes)]);
      }),
    );
  });

  it('an e-mail export normalises the recipients and trims subject and message', () => {
    expect(
      emailExportRequest(
        {
          recipients: ' ana@example.org ;joao@example.org; ',
          subject: '  Referências ',
          message: '  Segue a lista. ',
        },
        'referencia',
        [182733, 99120],
      ),
    ).toEqual({
      tipo: 'email',
      dados: 'referencia',
      acervos: [182733, 99120],
      opcoesEmail: {
        destinatarios: 'ana@example.org; joao@example.org',
        assunto: 'Referências',
        mensagem: 'Segue a lista.',
      },
    });
  });

  it('leaves a blank message out', () => {
    const body = emailExportRequest(
      { recipients: 'a@b.org', subject: 'S', message: '   ' },
      'completo',
      [1],
    );
    expect(body.opcoesEmail).toEqual({ destinatarios: 'a@b.org', assunto: 'S' });
  });

  it('what the form accepts, the server reads back as the same addresses', () => {
    const address = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9._-]{1,10}$/),
        fc.stringMatching(/^[a-z0-9-]{1,8}$/),
        fc.stringMatching(/^[a-z]{2,4}$/),
      )
      .map(([l, d, t]) => `${l}@${d}.${t}`);
    fc.assert(
      fc.property(fc.array(address, { minLength: 1, maxLength: 6 }), (addresses) => {
        const typed = addresses.join(' ;  ');
        fc.pre(recipientProblem(typed) === null);
        const body = emailExportRequest(
          { recipients: typed, subject: 'x', message: '' },
          'referencia',
          [1],
        );
        const checked = serverRecipients(body.opcoesEmail!.destinatarios);
        expect(checked.problems).toEqual([]);
        expect(checked.addresses).toEqual(addresses);
      }),
    );
  });
});

describe('fileNameFrom (Content-Disposition)', () => {
  it('reads the quoted name, the UTF-8 name and a bare token', () => {
    expect(fileNameFrom('attachment; filename="cesta.ris"', 'ris')).toBe('cesta.ris');
    expect(
      fileNameFrom(`attachment; filename="x.bib"; filename*=UTF-8''refer%C3%AAncias.bib`, 'bibtex'),
    ).toBe('referências.bib');
    expect(fileNameFrom('attachment; filename=cesta.txt', 'referencia')).toBe('cesta.txt');
  });

  it("falls back to the format's usual name and never keeps a folder part", () => {
    expect(fileNameFrom(null, 'bibtex')).toBe('cesta.bib');
    expect(fileNameFrom('attachment', 'referencia')).toBe('cesta.txt');
    expect(fileNameFrom('attachment; filename="../../etc/cesta.ris"', 'ris')).toBe('cesta.ris');
  });
});
