import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { labelInName } from '../../tools/eslint-label-in-name.js';

// The rule reads the real locales/ (pt, en, es), so these cases use keys that exist there.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const component = (body: string, namespace = 'search') => `
  function Item({ record, inBasket, count, link }) {
    const { t } = useTranslation('${namespace}');
    return (${body});
  }`;

tester.run('label-in-name', labelInName, {
  valid: [
    // The name starts with the visible text in every language.
    component(
      `<Button aria-label={t('results.addToBasketLabel', { title: record.titulo })}>{t('results.addToBasket')}</Button>`,
    ),
    // A ternary shared by name and content is read branch by branch.
    component(
      `<Button aria-label={t(inBasket ? 'results.inBasketLabel' : 'results.addToBasketLabel', { title: record.titulo })}>
        {t(inBasket ? 'results.inBasket' : 'results.addToBasket')}
      </Button>`,
    ),
    // The interpolated value is the visible text: "{{link}} of ..." contains {label(link)}.
    component(
      `<Link aria-label={t('links.openLabel', { link: label(link), title: record.titulo })}>{label(link)}</Link>`,
    ),
    // No visible text: the aria-label is the whole name.
    component(`<Button aria-label={t('results.addToBasket')}><IconTrash /></Button>`),
    // Visually hidden text is not visible text.
    `<Link href="/cesta">Cesta <Badge>{count}</Badge> <VisuallyHidden>itens</VisuallyHidden></Link>`,
    // Landmarks and lists are not named by their content.
    component(
      `<ul aria-label={t('links.label', { title: record.titulo })}><li>{t('results.addToBasket')}</li></ul>`,
    ),
    // Design-system messages, with single-brace placeholders.
    `function Page({ item }) { return <Button aria-label={formatMessage(messages.goToPage, { page: item })}>{item}</Button>; }`,
    // A name the rule cannot read is left alone.
    `<Button aria-label={someLabel}>Visible</Button>`,
  ],
  invalid: [
    // The header's old basket link: "Cesta 0" is not in "Cesta, nenhum item".
    {
      code: `<Link aria-label="Cesta, nenhum item">Cesta<Badge>0</Badge></Link>`,
      errors: [{ messageId: 'mismatch' }],
    },
    // A translated name that leaves out the visible words, though it names the shown count.
    {
      code: component(
        `<Link aria-label={t('links.label', { title: count })}>{t('results.addToBasket')}<Badge>{count}</Badge></Link>`,
      ),
      errors: [{ messageId: 'mismatch' }],
    },
    // The old "Add to basket" name: Adicionar "Title" à cesta does not contain "Adicionar à cesta".
    {
      code: `<Button aria-label={\`Adicionar "\${record.titulo}" à cesta\`}>Adicionar à cesta</Button>`,
      errors: [{ messageId: 'mismatch' }],
    },
    // A translated name that replaces, rather than extends, the visible text.
    {
      code: component(
        `<Button aria-label={t('header.menu')}>{t('header.logout')}</Button>`,
        'shell',
      ),
      errors: [{ messageId: 'mismatch' }],
    },
    // role="button" on a plain element counts too.
    {
      code: `<div role="button" aria-label="Fechar">Cancelar</div>`,
      errors: [{ messageId: 'mismatch' }],
    },
  ],
});
