// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/config/paths';
import {
  ActivityNoticePage,
  ActivityPage,
} from '../../../src/features/institution/routes/activity-page';
import { EventsPage } from '../../../src/features/institution/routes/events-page';
import { OpeningHoursPage } from '../../../src/features/institution/routes/opening-hours-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

const slow = { timeout: 10_000 };
const page = (element: React.ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

const harness = setUpPatronPages([
  { path: paths.activity.pattern, element: page(<ActivityPage />) },
  { path: paths.activityNotice.pattern, element: page(<ActivityNoticePage />) },
  { path: paths.openingHours.pattern, element: page(<OpeningHoursPage />) },
  { path: paths.events.pattern, element: page(<EventsPage />) },
]);

afterEach(() => {
  vi.useRealTimers();
});

describe('an activity’s page', { timeout: 30_000 }, () => {
  it('shows the activity’s name and its notice, institution HTML through the one profile', async () => {
    const mockDb = harness.mock.context.db;
    await mockDb.parameterSections.create({
      secao: 'atividade_13',
      titulo: 'Comentário geral',
      conteudo:
        '<p>Comente com <strong>respeito</strong>.</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">clique</a><form><input name="senha"></form>',
    });
    harness.renderAt(paths.activity.href(13));
    await screen.findByRole('heading', { level: 1, name: 'Comentário geral' }, slow);
    const container = document.body;
    const notice = await screen.findByRole('region', { name: 'Informativo' }, slow);
    expect(await within(notice).findByText('respeito', {}, slow)).toBeTruthy();
    expect(within(notice).getByText('respeito').tagName).toBe('STRONG');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('form, input[name="senha"]')).toBeNull();
    expect(within(notice).getByText('clique').getAttribute('href')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver só o informativo' }).getAttribute('href')).toBe(
      '/atividades/13/informativo',
    );
  });

  it('says when an activity has no notice, and links a link activity only to a safe address', async () => {
    harness.renderAt(paths.activity.href(57));
    expect(
      await screen.findByText('Esta atividade não tem informativo no momento.', {}, slow),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: /^Acessar / });
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('gives the notice its own address, headed by the activity', async () => {
    harness.renderAt(paths.activityNotice.href(8));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informativo: Meu Portal' }, slow),
    ).toBeTruthy();
    expect(await screen.findByText(/você renova empréstimos/, {}, slow)).toBeTruthy();
  });

  it('says "not found" for an unknown activity or a code that is not one', async () => {
    harness.renderAt(paths.activity.href(999));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atividade não encontrada' }, slow),
    ).toBeTruthy();
    harness.renderAt('/atividades/abc');
    expect(
      (await screen.findAllByRole('heading', { level: 1, name: 'Atividade não encontrada' }, slow))
        .length,
    ).toBe(2);
  });

  it('a failed load offers a retry that brings the activity', async () => {
    const user = userEvent.setup();
    harness.mock.context.scenarios.set('getActivity:500*3');
    harness.renderAt(paths.activity.href(8));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Não foi possível carregar a atividade.' },
        {
          timeout: 20_000,
        },
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu Portal' }, slow)).toBeTruthy();
  });
});

describe('opening hours per campus', { timeout: 30_000 }, () => {
  it('shows the first campus Monday to Sunday with today marked, then the campus chosen', async () => {
    // Only the clock's date is pinned: Wednesday 2026-11-25 in São Paulo.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T15:00:00-03:00'));
    const user = userEvent.setup();
    const router = harness.renderAt(paths.openingHours.href());
    const table = await screen.findByRole(
      'table',
      { name: 'Horários de atendimento: Campus Central' },
      slow,
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Segunda-feira07:30 - 22:00',
      'Terça-feira07:30 - 22:00',
      'Quarta-feiraHoje07:30 - 22:00',
      'Quinta-feira07:30 - 22:00',
      'Sexta-feira07:30 - 21:00',
      'Sábado08:00 - 14:00',
      'DomingoFechado',
    ]);

    await user.click(screen.getByRole('button', { name: /Campus Central/ }));
    await user.click(await screen.findByRole('option', { name: 'Campus Litoral' }));
    await waitFor(() => expect(router.state.location.search).toBe('?campus=3'));
    const litoral = await screen.findByRole(
      'table',
      { name: 'Horários de atendimento: Campus Litoral' },
      slow,
    );
    expect(within(litoral).getAllByRole('row')[1]?.textContent).toBe('Segunda-feira13:00 - 22:00');
  });

  it('says so for a campus that is not in the list', async () => {
    harness.renderAt(paths.openingHours.href(99));
    expect(
      await screen.findByText('Campus não encontrado. Escolha outro na lista.', {}, slow),
    ).toBeTruthy();
  });
});

describe('the events platform’s events', { timeout: 30_000 }, () => {
  it('lists each event with its date and a link to its page', async () => {
    harness.renderAt(paths.events.href());
    const list = await screen.findByRole('list', { name: 'Próximos eventos' }, slow);
    const link = within(list).getByRole('link', { name: /Congresso de Iniciação Científica/ });
    expect(link.getAttribute('href')).toBe('https://eventos.ufx.example.org/cic');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(list).getByText('Local: Centro de Eventos')).toBeTruthy();
  });

  it('says when there are none', async () => {
    const mockDb = harness.mock.context.db;
    mockDb.institutionalEvents.deleteMany((q) => q.where({ origem: 'eventum' }));
    harness.renderAt(paths.events.href());
    expect(await screen.findByText('Nenhum evento programado no momento.', {}, slow)).toBeTruthy();
  });
});
