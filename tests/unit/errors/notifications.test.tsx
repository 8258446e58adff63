import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../src/api/errors';
import { NotificationRegion } from '../../../src/app/errors/notification-region';
import {
  clearNotifications,
  notify,
  notifyError,
} from '../../../src/lib/notifications/notifications';
import { renderWithI18n } from './render-with-i18n';

afterEach(() => {
  act(() => clearNotifications());
  cleanup();
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: /notifica|notifications/i });
const toasts = () => within(region()).queryAllByRole('alertdialog');

describe('notifications', () => {
  it('shows a toast with its message and a dismiss button that closes it', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<NotificationRegion />);
    act(() => void notify({ tone: 'success', message: 'Comentário enviado' }));

    expect(region().textContent).toContain('Comentário enviado');
    await user.click(within(region()).getByRole('button', { name: /fechar|dispensar/i }));
    expect(screen.queryByText('Comentário enviado')).toBeNull();
  });

  it('words an error toast through the error catalogue, in the current language', async () => {
    await renderWithI18n(<NotificationRegion />, 'en');
    act(() => {
      notifyError(new ApiError(422, { message: 'LIMITE_COMENTARIOS_PENDENTES' }));
      notifyError(new NetworkError());
    });
    expect(region().textContent).toContain(
      'You have reached the limit of comments awaiting approval.',
    );
    expect(region().textContent).toContain(
      'The server could not be reached. Please try again later.',
    );
  });

  it('colours a 500 as danger and other answers as warning', async () => {
    await renderWithI18n(<NotificationRegion />);
    act(() => {
      notifyError(new ApiError(500, { message: 'Erro inesperado' }));
      notifyError(new ApiError(404, { message: 'Registro não encontrado' }));
    });
    const tones = toasts().map((toast) => toast.getAttribute('data-tone'));
    expect(tones.sort()).toEqual(['danger', 'warning']);
  });

  it('does not stack the same failure twice while its toast is open', async () => {
    await renderWithI18n(<NotificationRegion />);
    act(() => {
      notifyError(new NetworkError());
      notifyError(new NetworkError());
    });
    expect(toasts()).toHaveLength(1);
  });

  it('closes a notification by itself after 8000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithI18n(<NotificationRegion />);
    act(() => void notify({ tone: 'info', message: 'Aguarde' }));
    act(() => vi.advanceTimersByTime(7900));
    expect(screen.queryByText('Aguarde')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Aguarde')).toBeNull();
  });
});
