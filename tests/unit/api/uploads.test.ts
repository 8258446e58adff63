// @vitest-environment node
// Node's own FormData and fetch: jsdom's FormData cannot be sent by Node's fetch.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../../../src/api/client';
import { sendNoDebtsMail } from '../../../src/api/generated/hooks/library-units/library-units';
import { memoryTokenStorage } from '../../../src/api/token-storage';

// The public token the call is made with; the test is about the upload's body.
const server = setupServer(
  http.post(/\/oauth\/token$/, () =>
    HttpResponse.json({ access_token: 'public-access', token_type: 'bearer', expires_in: 3600 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('uploads', () => {
  it('sends a FormData body with the boundary the browser writes, not the bare type the generated call names', async () => {
    configureApi({ tokens: memoryTokenStorage(), language: () => 'pt' });
    let received: { type: string | null; file: string | undefined } | undefined;
    server.use(
      http.post(/\/nada-consta\/send-mail$/, async ({ request }) => {
        const type = request.headers.get('content-type');
        const form = await request.formData();
        received = { type, file: (form.get('arquivo') as File | null)?.name };
        return HttpResponse.json({ mensagem: 'ok' });
      }),
    );
    await sendNoDebtsMail({
      arquivo: new File(['%PDF-1.4'], 'nada-consta.pdf', { type: 'application/pdf' }),
      email: 'leitor@example.org',
    });
    expect(received?.type).toMatch(/^multipart\/form-data; boundary=.+/);
    expect(received?.file).toBe('nada-consta.pdf');
  });
});
