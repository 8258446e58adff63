// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BarChart } from '../../../design-system';
import { barWidth } from '../../../design-system/BarChart/barWidth';

// Chartist reads its responsive options through matchMedia, which jsdom lacks.
beforeAll(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addListener: vi.fn(), removeListener: vi.fn() })),
  );
});

const money = (value: number) => `R$ ${value.toFixed(2)}`;

describe('BarChart', () => {
  it('names the chart image and captions a table with every figure of every series', () => {
    render(
      <BarChart
        label="Empréstimos por mês"
        categoryHeader="Mês"
        categories={['jan', 'fev', 'mar']}
        series={[
          { name: 'Empréstimos', values: [3, 0, 12] },
          { name: 'Reservas', values: [1, 4, 2] },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Empréstimos por mês' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Empréstimos por mês' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Mês', 'Empréstimos', 'Reservas']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['jan', '3', '1'],
      ['fev', '0', '4'],
      ['mar', '12', '2'],
    ]);
  });

  it('writes the figures with the caller’s format', () => {
    render(
      <BarChart
        label="Gastos"
        categoryHeader="Trimestre"
        categories={['T1', 'T2']}
        series={[{ name: 'Gasto', values: [1250.5, 980] }]}
        valueFormat={money}
      />,
    );
    const table = screen.getByRole('table', { name: 'Gastos' });
    expect(within(table).getByRole('cell', { name: 'R$ 1250.50' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'R$ 980.00' })).toBeTruthy();
  });

  it('draws the bars with chartist once it has loaded, inside the named figure', async () => {
    render(
      <BarChart
        label="Sugestões"
        categoryHeader="Situação"
        categories={['Pendente', 'Recebida']}
        series={[{ name: 'Sugestões', values: [2, 5] }]}
      />,
    );
    const figure = screen.getByRole('img', { name: 'Sugestões' });
    await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull(), { timeout: 5_000 });
    // Chartist's inline style goes through the CSSOM (the CSP refuses style attributes in markup).
    expect(figure.querySelector('svg')?.style.width).toBe('100%');
  });
});

describe('barWidth', () => {
  it('shares a category’s room among its series, within readable bounds', () => {
    expect(barWidth(2000, 10, 1)).toBe(40);
    expect(barWidth(500, 10, 1)).toBe(35);
    expect(barWidth(600, 6, 2)).toBe(35);
    expect(barWidth(100, 50, 3)).toBe(4);
    expect(barWidth(0, 0, 0)).toBe(4);
  });
});
