// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { AreasOfInterestPage } from '../../../src/features/interest-profile/routes/areas-of-interest-page';
import { InterestProfilePage } from '../../../src/features/interest-profile/routes/interest-profile-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

let bodies: { method: string; path: string; body: string }[] = [];
const slow = { timeout: 10_000 };

const harness = setUpPatronPages(
  [
    { path: paths.areasOfInterest.pattern, element: <AreasOfInterestPage /> },
    { path: paths.interestProfile.pattern, element: <InterestProfilePage /> },
  ],
  {
    onRequest: (request) => {
      const url = new URL(request.url);
      // The profile's writes only (not the sign-in's token request).
      if (request.method === 'GET' || !url.pathname.includes('/perfil-interesse/')) return;
      void request
        .clone()
        .text()
        .then((body) => bodies.push({ method: request.method, path: url.pathname, body }));
    },
  },
);
beforeEach(() => {
  bodies = [];
});

describe('areas of interest page', { timeout: 60_000 }, () => {
  it('shows the server’s past-validity refusal next to the field, keeping the date and the ticks', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    // The client accepts the date; the server refuses it (its clock may differ from the browser's).
    harness.mock.context.scenarios.set(
      'createAreaAuthorSubjectInterests:422=VALIDADE_DATA_PASSADA',
    );
    harness.renderAt(paths.areasOfInterest.href());
    expect(await screen.findByRole('list', { name: 'Autores' }, slow)).toBeTruthy();

    const search = screen.getByRole('search', { name: 'Pesquisar áreas, autores ou assuntos' });
    await user.type(within(search).getByRole('textbox', { name: /Termo de pesquisa/ }), 'Ciências');
    await user.click(within(search).getByRole('button', { name: 'Pesquisar' }));
    const form = await screen.findByRole('form', { name: 'Adicionar os itens marcados' }, slow);
    await user.click(within(form).getByRole('checkbox', { name: /Ciências Biológicas/ }));
    const validity = within(form).getByLabelText(/^Válido até/);
    await user.clear(validity);
    await user.type(validity, '2030-01-01');
    await user.click(within(form).getByRole('button', { name: 'Adicionar ao perfil' }));

    await waitFor(() => expect(validity.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(within(form).getByText('A validade não pode ser anterior a hoje.')).toBeTruthy();
    expect((validity as HTMLInputElement).value).toBe('2030-01-01');
    expect(within(form).getByRole('checkbox', { name: /Ciências Biológicas/ })).toHaveProperty(
      'checked',
      true,
    );
    const sent = bodies.find((entry) => entry.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      tipoDSI: 'area',
      validade: '2030-01-01',
      itens: [{ codigo: '2', codTipoArea: 1 }],
    });
  });

  it('adds with the library’s proposed validity when the date is left empty', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.areasOfInterest.href());
    expect(await screen.findByRole('list', { name: 'Autores' }, slow)).toBeTruthy();
    const search = screen.getByRole('search', { name: 'Pesquisar áreas, autores ou assuntos' });
    await user.type(within(search).getByRole('textbox', { name: /Termo de pesquisa/ }), 'Ciências');
    await user.click(within(search).getByRole('button', { name: 'Pesquisar' }));
    const form = await screen.findByRole('form', { name: 'Adicionar os itens marcados' }, slow);
    await user.click(within(form).getByRole('checkbox', { name: /Ciências Biológicas/ }));
    const validity = within(form).getByLabelText<HTMLInputElement>(/^Válido até/);
    const proposed = validity.value;
    expect(proposed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Optional: not marked as required, and its hint says what an empty field means.
    expect(validity.getAttribute('aria-required')).not.toBe('true');
    expect(within(form).getByText(/^Em branco: até /)).toBeTruthy();
    await user.clear(validity);
    await user.click(within(form).getByRole('button', { name: 'Adicionar ao perfil' }));
    expect(await screen.findByText('1 interesse adicionado ao seu perfil.', undefined, slow));
    const sent = bodies.find((entry) => entry.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ validade: proposed });
  });

  it('refuses a past validity before sending anything', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.areasOfInterest.href());
    // The page opens with no date to fill: each kind's change is one press away.
    await screen.findByRole('list', { name: 'Autores' }, slow);
    expect(screen.queryByRole('form', { name: 'Alterar a validade dos autores' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Alterar a validade dos autores' }));
    const form = await screen.findByRole('form', { name: 'Alterar a validade dos autores' });
    const validity = within(form).getByLabelText(/^Nova validade de todos os autores/);
    await user.type(validity, '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Alterar validade dos autores' }));
    expect(within(form).getByText('A validade não pode ser anterior a hoje.')).toBeTruthy();
    expect(document.activeElement).toBe(validity);
    expect(bodies).toEqual([]);
  });

  it('says so when novo has no areas, authors or subjects', async () => {
    await harness.signIn('novo');
    harness.renderAt(paths.areasOfInterest.href());
    expect(
      await screen.findByText(
        'Você não tem áreas do conhecimento, autores ou assuntos no seu perfil de interesse.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('offers a retry when the list cannot be fetched', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.mock.context.scenarios.set('listAreaAuthorSubjectInterests:500');
    harness.renderAt(paths.areasOfInterest.href());
    expect(
      await screen.findByText('Erro ao buscar suas áreas de interesse.', undefined, slow),
    ).toBeTruthy();
    harness.mock.context.scenarios.clear();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Autores' }, slow)).toBeTruthy();
  });
});

describe('interest profile page', { timeout: 60_000 }, () => {
  it('saves a periodical change only with an alert type, sending the contract’s body', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.interestProfile.href());
    const list = await screen.findByRole('list', { name: 'Seus periódicos' }, slow);
    await user.click(within(list).getByRole('button', { name: 'Alterar: Nature' }));
    const form = screen.getByRole('form', { name: 'Alterar: Nature' });
    await user.click(within(form).getByRole('checkbox', { name: 'Novo fascículo' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Novo artigo' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(within(form).getByText('Selecione ao menos um tipo de alerta.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Novo sumário' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('“Nature” alterado.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(within(list).getByText('Avisar sobre: Novo sumário')).toBeTruthy());
    expect(JSON.parse(bodies.find((entry) => entry.method === 'PUT')?.body ?? '{}')).toEqual({
      codigo: 208,
      validade: '2027-03-20',
      fasciculo: false,
      artigo: false,
      sumario: true,
      bibliotecas: [1],
    });
  });

  it('says so when novo has no periodicals and no work types', async () => {
    await harness.signIn('novo');
    harness.renderAt(paths.interestProfile.href());
    expect(
      await screen.findByText(
        'Você não tem periódicos no seu perfil de interesse.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'Você não tem tipos de obra no seu perfil de interesse.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });
});
