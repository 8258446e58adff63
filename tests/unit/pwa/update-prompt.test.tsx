import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n } from 'i18next';
import { sharedTypedInput } from '../../../src/app/pwa/typed-input';
import UpdatePromptContent from '../../../src/app/pwa/update-prompt-content';
import { initI18n } from '../../../src/lib/i18n/init-i18n';

let instance: i18n;
beforeAll(async () => {
  instance = await initI18n('en');
  sharedTypedInput();
});
afterEach(cleanup);

/** A page with a form, and the prompt as the notification shows it once a new version waits. */
function renderPage(apply: () => void) {
  return render(
    <I18nextProvider i18n={instance}>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          Comment
          <textarea name="comment" />
        </label>
        <button type="submit">Send</button>
      </form>
      <UpdatePromptContent apply={apply} />
    </I18nextProvider>,
  );
}

describe('the update prompt', () => {
  it('says a new version is available and waits for the patron', async () => {
    const apply = vi.fn();
    renderPage(apply);
    expect(
      await screen.findByText('A new version of the catalogue is available.'),
    ).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('reloads at once, by keyboard, when nothing typed would be lost', async () => {
    const user = userEvent.setup();
    const apply = vi.fn();
    renderPage(apply);
    (await screen.findByRole('button', { name: 'Reload' })).focus();
    await user.keyboard('{Enter}');
    expect(apply).toHaveBeenCalledOnce();
  });

  it('never reloads over typed text without the patron choosing it', async () => {
    const user = userEvent.setup();
    const apply = vi.fn();
    renderPage(apply);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'half a sentence');
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByText(/text you typed and have not sent/)).toBeInTheDocument();
    // The safe choice has the focus; keeping on editing keeps the text and the offer.
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('half a sentence');
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await user.click(screen.getByRole('button', { name: 'Reload anyway' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('reloads without asking once the typed text was sent', async () => {
    const user = userEvent.setup();
    const apply = vi.fn();
    renderPage(apply);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'done');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
