import { http, HttpResponse } from 'msw';
import type { PatronRow } from '../db';
import { tokenize } from '../db/text';
import type { Schemas } from '../schema-types';
import { BodyCheck, readJsonBody } from './body-checks';
import {
  currentProfile,
  type MockContext,
  operation,
  refuseUnlessAuthorized,
  requestLanguage,
} from './context';
import { signedInPatron, updatePatron } from './current-patron';
import { nextCode } from './next-code';
import { apiPath, badParameter, errorAnswer, forbidden, refusal } from './http-answers';
import { dayTime, referenceToday } from './mock-clock';
import {
  authPermissionsOf,
  currentLoans,
  libraryById,
  numericCode,
  owedOn,
  PAGE_SIZE,
  pendingDebits,
  roundMoney,
} from './patron-support';
import { pageParameter, undeclaredQuery } from './query-parameters';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const NO_DEBTS_TEXTS: Record<string, Record<'pt' | 'en' | 'es', string>> = {
  NADA_CONSTA_CONFIRMACAO: {
    pt: 'Ao confirmar, seu cadastro será inativado na unidade de informação.',
    en: 'When you confirm, your registration will be made inactive in the information unit.',
    es: 'Al confirmar, su registro será inactivado en la unidad de información.',
  },
  NADA_CONSTA_EMPRESTIMOS_ABERTOS: {
    pt: 'Declaração indisponível: há empréstimos em aberto.',
    en: 'Declaration unavailable: you have open loans.',
    es: 'Declaración no disponible: hay préstamos pendientes.',
  },
  NADA_CONSTA_DEBITOS_PENDENTES: {
    pt: 'Declaração indisponível: há débitos pendentes.',
    en: 'Declaration unavailable: you have pending debts.',
    es: 'Declaración no disponible: hay deudas pendientes.',
  },
  NADA_CONSTA_RESERVAS_ABERTAS: {
    pt: 'Declaração indisponível: há reservas em aberto.',
    en: 'Declaration unavailable: you have open holds.',
    es: 'Declaración no disponible: hay reservas pendientes.',
  },
  USUARIO_INATIVO: {
    pt: 'Seu cadastro já está inativo na unidade de informação.',
    en: 'Your registration is already inactive in the information unit.',
    es: 'Su registro ya está inactivo en la unidad de información.',
  },
};

/** Why a no-debts declaration is unavailable for this patron (a key), or null. */
function noDebtsRefusal(context: MockContext, patron: PatronRow) {
  if (!patron.ativo) return 'USUARIO_INATIVO';
  if (currentLoans(context, patron.cod_pessoa).length) return 'NADA_CONSTA_EMPRESTIMOS_ABERTOS';
  if (pendingDebits(context, patron.cod_pessoa).length) return 'NADA_CONSTA_DEBITOS_PENDENTES';
  const openHold = context.db.holds.findFirst((q) =>
    q.where(
      (hold) =>
        hold.cod_pessoa === patron.cod_pessoa &&
        (hold.situacao === 'na_fila' || hold.situacao === 'liberada'),
    ),
  );
  if (openHold) return 'NADA_CONSTA_RESERVAS_ABERTAS';
  return null;
}

/** Information units: libraries and campuses, footer forms, GRU slips and no-debts declarations. */
export function libraryUnitsHandlers(context: MockContext) {
  const mayUse = (patron: PatronRow, activity: number) =>
    authPermissionsOf(context, patron).some((permission) => permission.cod_atividade === activity);

  return [
    http.get(
      apiPath('/unidade-informacao'),
      operation(context, 'listLibraries', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
        const raw = new URL(request.url).searchParams.get('campus');
        const campus = Number(raw);
        if (raw === null || !/^\d+$/.test(raw) || !Number.isSafeInteger(campus) || campus < 1)
          return badParameter('campus', 'required integer from 1');
        const answer = context.db.libraries
          .findMany((q) => q.where({ cod_campus: campus }))
          .map((library) => ({
            cod_biblioteca: library.cod_biblioteca,
            desc_biblioteca: library.desc_biblioteca,
          }));
        return HttpResponse.json(answer satisfies Schemas['Library'][]);
      }),
    ),

    http.get(
      apiPath('/campus'),
      operation(context, 'listCampuses', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
        const url = new URL(request.url);
        const text = url.searchParams.get('search_text') ?? '';
        if (text.length > 200) return badParameter('search_text', 'at most 200 characters');
        const page = pageParameter(url);
        if (page instanceof Response) return page;
        const typed = tokenize(text);
        // Each typed word must start some word of the campus name ("camp lit" finds Campus Litoral).
        const matches = context.db.campuses.findMany().filter((campus) => {
          const words = tokenize(campus.nome_campus);
          return typed.every((part) => words.some((word) => word.startsWith(part)));
        });
        const answer = {
          total: matches.length,
          page,
          pageSize: PAGE_SIZE,
          data: matches
            .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
            .map((campus) => ({ cod_campus: campus.cod_campus, nome_campus: campus.nome_campus })),
        } satisfies Schemas['CampusPage'];
        return HttpResponse.json(answer);
      }),
    ),

    http.post(
      apiPath('/unidade-informacao/comentario'),
      operation(context, 'createGeneralComment', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const body = new BodyCheck(await readJsonBody(request));
        const content = body.text('content', { required: true, max: 4000 });
        const library = body.integer('b', { required: true });
        if (!body.ok || !content || typeof library !== 'number') return body.badRequest();
        if (!mayUse(patron, 13)) return forbidden();
        const found = libraryById(context, library);
        if (!found)
          return refusal('BIBLIOTECA_NAO_ENCONTRADA', [
            { field: 'b', message: 'BIBLIOTECA_NAO_ENCONTRADA' },
          ]);
        if (!found.fisica) return refusal('BIBLIOTECA_NAO_ACEITA_COMENTARIOS');
        await context.db.generalComments.create({
          codigo: nextCode(context.db.generalComments.findMany(), (row) => row.codigo, 0),
          cod_pessoa: patron.cod_pessoa,
          cod_biblioteca: library,
          conteudo: content,
          data: new Date(context.settings.now()).toISOString(),
        });
        return HttpResponse.json(
          { message: 'COMENTARIO_ENVIADO' } satisfies Schemas['MessageAnswer'],
          { status: 201 },
        );
      }),
    ),

    http.post(
      apiPath('/unidade-informacao/sugestao-aquisicao'),
      operation(context, 'createAcquisitionSuggestion', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const body = new BodyCheck(await readJsonBody(request));
        const campus = body.integer('campus', { required: true });
        const library = body.integer('biblioteca', { required: true });
        const titulo = body.text('titulo', { required: true, max: 255 });
        const editor = body.text('editor', { required: true, max: 255 });
        const autor = body.text('autor', { max: 255, nullable: true });
        const edicao = body.text('edicao', { max: 50, nullable: true });
        const isbn = body.text('isbn_issn', { max: 20, nullable: true });
        const periodico = body.boolean('periodico', { nullable: true });
        const outras = body.text('outras_inf', { max: 2000, nullable: true });
        if (
          !body.ok ||
          typeof campus !== 'number' ||
          typeof library !== 'number' ||
          !titulo ||
          !editor
        )
          return body.badRequest();
        if (!mayUse(patron, 12)) return forbidden();
        if (!context.db.campuses.findFirst((q) => q.where({ cod_campus: campus })))
          return refusal('CAMPUS_NAO_ENCONTRADO', [
            { field: 'campus', message: 'CAMPUS_NAO_ENCONTRADO' },
          ]);
        const found = libraryById(context, library);
        if (!found || found.cod_campus !== campus)
          return refusal('BIBLIOTECA_NAO_ENCONTRADA', [
            { field: 'biblioteca', message: 'BIBLIOTECA_NAO_ENCONTRADA' },
          ]);
        const identifier = isbn?.replace(/[-\s]/g, '').toUpperCase();
        if (identifier) {
          const existing = context.db.titles.findFirst((q) =>
            q.where(
              (title) =>
                title.isbn?.replace(/-/g, '').toUpperCase() === identifier ||
                title.issn?.replace(/-/g, '').toUpperCase() === identifier,
            ),
          );
          if (existing)
            return refusal('TITULO_JA_EXISTE', [
              { field: 'isbn_issn', message: 'TITULO_JA_EXISTE' },
            ]);
        }
        const all = context.db.acquisitionSuggestions.findMany();
        const time = new Date(context.settings.now()).toISOString().slice(11, 19);
        await context.db.acquisitionSuggestions.create({
          cod_sugestao: all.reduce((max, row) => Math.max(max, row.cod_sugestao), 80000) + 1,
          cod_pessoa: patron.cod_pessoa,
          titulo,
          autor: autor || null,
          edicao: edicao || null,
          editor,
          isbn_issn: isbn || null,
          periodico: periodico === undefined || periodico === null ? null : periodico ? 'S' : 'N',
          outras_inf: outras || null,
          cod_campus: campus,
          cod_biblioteca: library,
          situacao: 'pre_sugestao',
          quantidade_itens: 1,
          data_cotacao: null,
          data_criacao: dayTime(referenceToday(), time),
          obra_estrangeira: false,
          solicitante: patron.nome_pessoa,
          total_entregue: 0,
          previsao_entrega: null,
        });
        return HttpResponse.json(
          { message: 'SUGESTAO_ENVIADA' } satisfies Schemas['MessageAnswer'],
          { status: 201 },
        );
      }),
    ),

    http.post(
      apiPath('/unidade-informacao/gru'),
      operation(context, 'createPaymentSlip', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const body = new BodyCheck(await readJsonBody(request));
        const amount = body.number('valor', { required: true, greaterThan: 0 });
        const library = body.integer('codBiblioteca', { required: true });
        if (!body.ok || amount === undefined || typeof library !== 'number')
          return body.badRequest();
        if (!patron.dados.cpf) return refusal('USUARIO_SEM_CPF');
        if (!libraryById(context, library))
          return refusal('BIBLIOTECA_NAO_ENCONTRADA', [
            { field: 'codBiblioteca', message: 'BIBLIOTECA_NAO_ENCONTRADA' },
          ]);
        const debts = pendingDebits(context, patron.cod_pessoa).filter(
          (debit) => debit.cod_biblioteca === library,
        );
        if (!debts.length) return refusal('SEM_DEBITO_PENDENTE');
        const owed = roundMoney(debts.reduce((sum, debit) => sum + owedOn(debit), 0));
        if (Math.abs(owed - amount) > 0.005)
          return refusal('VALOR_DIFERENTE_DEBITOS', [
            { field: 'valor', message: `VALOR_DIFERENTE_DEBITOS (${owed.toFixed(2)})` },
          ]);
        const number = numericCode(`gru:${patron.cod_pessoa}:${context.settings.now()}`, 6);
        const cents = String(Math.round(amount * 100)).padStart(11, '0');
        const answer = {
          url: `https://pagtesouro.example.gov.br/gru/${referenceToday().slice(0, 4)}/${number}.pdf`,
          codigo_barras: `89610000000 0 ${cents} 3 ${number}00000 2 ${String(patron.cod_pessoa).slice(-10)} 0`,
        } satisfies Schemas['GruAnswer'];
        return HttpResponse.json(answer, { status: 201 });
      }),
    ),

    http.get(
      apiPath('/unidade-informacao/nada-consta/verifica'),
      operation(context, 'getNoDebtsAvailability', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const reason = noDebtsRefusal(context, patron);
        const key = reason ?? 'NADA_CONSTA_CONFIRMACAO';
        const answer = {
          disponivel: reason === null,
          mensagem: NO_DEBTS_TEXTS[key]?.[requestLanguage(request)] ?? key,
        } satisfies Schemas['NoDebtsCheck'];
        return HttpResponse.json(answer);
      }),
    ),

    http.post(
      apiPath('/unidade-informacao/nada-consta'),
      operation(context, 'createNoDebtsDeclaration', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const extraQuery = undeclaredQuery(request);
        if (extraQuery) return extraQuery;
        const reason = noDebtsRefusal(context, patron);
        if (reason) return refusal(reason);
        // Confirming makes the patron inactive in the information unit (spec, section 4).
        await updatePatron(context, patron.cod_pessoa, (draft) => {
          draft.ativo = false;
        });
        const protocolo = `NC-${referenceToday().slice(0, 4)}-${patron.cod_pessoa}`;
        const answer = {
          url: `${currentProfile(context).institution.parametros.url_web}/nada-consta/${protocolo}.pdf`,
          protocolo,
        } satisfies Schemas['NoDebtsDeclaration'];
        return HttpResponse.json(answer, { status: 201 });
      }),
    ),

    http.post(
      apiPath('/nada-consta/send-mail'),
      operation(context, 'sendNoDebtsMail', async ({ request }) => {
        // Read the upload first, even when the call is refused: an unread file part is left hanging.
        const multipart =
          request.headers.get('Content-Type')?.includes('multipart/form-data') ?? false;
        const form = multipart ? await request.formData().catch(() => null) : null;
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const extraQuery = undeclaredQuery(request);
        if (extraQuery) return extraQuery;
        if (!multipart) return badParameter('(body)', 'must be multipart/form-data');
        if (!form) return badParameter('(body)', 'unreadable multipart body');
        const file = form.get('arquivo');
        const fields: Schemas['FieldError'][] = [];
        // The declaration travels as a file part; a plain text field is not a document.
        if (file === null) fields.push({ field: 'arquivo', message: 'required' });
        else if (typeof file === 'string' || file.size === 0)
          fields.push({ field: 'arquivo', message: 'must be a PDF file' });
        const emailRaw = form.get('email');
        const email = typeof emailRaw === 'string' ? emailRaw.trim() : '';
        if (emailRaw !== null && typeof emailRaw !== 'string')
          fields.push({ field: 'email', message: 'must be text' });
        else if (email && !EMAIL.test(email))
          fields.push({ field: 'email', message: 'must be an e-mail address' });
        if (fields.length)
          return errorAnswer(400, 'Requisição inválida', { key: 'REQUISICAO_INVALIDA', fields });
        if (!email && !patron.email) return refusal('SEM_EMAIL_CADASTRADO');
        return HttpResponse.json({ message: 'EMAIL_ENVIADO' } satisfies Schemas['MessageAnswer']);
      }),
    ),
  ];
}
