// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { LoansPage } from '../../../src/features/loans/routes/loans-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

const slow = { timeout: 10_000 };
const harness = setUpPatronPages([{ path: paths.loans.pattern, element: <LoansPage /> }]);

const loanRecord = async (title: RegExp) => {
  const list = await screen.findByRole('list', { name: 'Empréstimos atuais' }, slow);
  const record = within(list)
    .getAllByRole('listitem')
    .find((item) => title.test(item.textContent ?? ''));
  if (!record) throw new Error(`no loan ${title}`);
  return record;
};

describe('loans page', { timeout: 30_000 }, () => {
  it('shows each loan compactly: due date on the record, overdue marked, the rest on demand', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.loans.href());
    const overdue = await loanRecord(/Dom Casmurro/);
    expect(within(overdue).getByText('Em atraso')).toBeTruthy();
    expect(within(overdue).getByText('Devolver até 14/11/2026')).toBeTruthy();
    expect(within(overdue).getByText('Localização')).not.toBeVisible();
    await user.click(within(overdue).getByRole('button', { name: /^Detalhes / }));
    expect(within(overdue).getByText('Localização')).toBeVisible();
    // Reserved by someone else: no Renew, the status says why.
    const reserved = await loanRecord(/Grande sertão/);
    expect(within(reserved).getByText('Reservado por outro leitor')).toBeTruthy();
    expect(within(reserved).queryByRole('button', { name: /^Renovar/ })).toBeNull();
  });

  it('renews one loan from its record and shows the new due date beside it', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.loans.href());
    const record = await loanRecord(/Vidas secas/);
    await user.click(within(record).getByRole('button', { name: 'Renovar Vidas secas' }));
    expect(
      await within(record).findByText(
        /^Renovado: nova devolução em \d{2}\/\d{2}\/\d{4}\.$/,
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('shows the refusal of an overdue loan, translated, beside it', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.loans.href());
    const record = await loanRecord(/Dom Casmurro/);
    await user.click(within(record).getByRole('button', { name: 'Renovar Dom Casmurro' }));
    const refusal = await within(record).findByText(/^Não renovado: /, undefined, slow);
    // Worded, not a raw key.
    expect(refusal.textContent).not.toMatch(/[A-Z]{3,}_[A-Z]/);
  });
});
