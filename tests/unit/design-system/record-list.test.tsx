// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Badge,
  Button,
  DesignSystemMessagesProvider,
  RecordList,
  RecordListEmpty,
  RecordListItem,
} from '../../../design-system';

afterEach(cleanup);

describe('RecordList (compact records)', () => {
  it('shows title, facts, status and actions at once and the rest only on demand', async () => {
    const user = userEvent.setup();
    render(
      <DesignSystemMessagesProvider messages={{ recordDetails: 'Detalhes' }}>
        <RecordList aria-label="Empréstimos">
          <RecordListItem
            title="Dom Casmurro"
            meta={['Devolver até 14/11/2026', null, 'Central']}
            status={<Badge tone="danger">Atrasado</Badge>}
            actions={<Button size="sm">Renovar</Button>}
            outcome="Nova data: 21/11/2026"
            details={<p>Número de chamada 869.3</p>}
            emphasis="attention"
          />
        </RecordList>
      </DesignSystemMessagesProvider>,
    );
    const record = within(screen.getByRole('list', { name: 'Empréstimos' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(within(record).getByText('Dom Casmurro')).toBeTruthy();
    expect(within(record).getByText('Atrasado')).toBeTruthy();
    expect(within(record).getByRole('button', { name: 'Renovar' })).toBeTruthy();
    // Facts on one line, the missing one left out.
    expect(within(record).getByText('Devolver até 14/11/2026')).toBeTruthy();
    expect(within(record).getByText('Central')).toBeTruthy();
    expect(within(record).getByRole('status').textContent).toBe('Nova data: 21/11/2026');

    // The toggle says whose details it opens.
    const toggle = within(record).getByRole('button', { name: 'Detalhes Dom Casmurro' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Número de chamada 869.3')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Número de chamada 869.3')).toBeVisible();
  });

  it('keeps plain boxes for records given as children', () => {
    render(
      <RecordList aria-label="Records">
        <RecordListItem emphasised>
          <strong>Vidas secas</strong>
        </RecordListItem>
      </RecordList>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Vidas secas');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says what to do when there is nothing, with a way to do it', () => {
    render(
      <RecordListEmpty action={<a href="/search">Pesquisar o acervo</a>}>
        Você não tem empréstimos. Encontre um título e retire-o na biblioteca.
      </RecordListEmpty>,
    );
    expect(screen.getByText(/Você não tem empréstimos/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pesquisar o acervo' })).toBeTruthy();
  });
});
