// ESLint rule `local/label-in-name`: an `aria-label` on a control named by its content (button,
// link, tab, checkbox ...) must contain the control's visible text, in order (WCAG 2.5.3, label
// in name; axe's `label-content-name-mismatch` checks the same on the running app).
//
// The texts are read the way the app writes them: JSX text and string literals, `t('key')` of
// react-i18next looked up in every language of `locales/` (plural forms included), and the design
// system's `messages.key` / `formatMessage(messages.key, ...)` in `design-system.json`.
// Interpolated values count as the expression that fills them, so `{count}` in the badge matches
// `t('label', { count })` in the name. A ternary that appears in both the name and the content
// (`inBasket ? ... : ...`) is taken branch by branch. What the rule cannot read (a variable name)
// makes it say nothing rather than guess.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Components and elements whose accessible name comes from their content. */
const namedByContent = new Set([
  'a',
  'button',
  'summary',
  'option',
  'Button',
  'ToggleButton',
  'Link',
  'Tab',
  'MenuItem',
  'ListBoxItem',
  'Checkbox',
  'Radio',
  'Switch',
  'Tag',
  'Breadcrumb',
]);
const rolesNamedByContent = new Set([
  'button',
  'link',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'checkbox',
  'radio',
  'switch',
  'treeitem',
]);
/** Content that is not seen: its text may add to the name but is not part of what is visible. */
const unseen = new Set(['VisuallyHidden', 'img', 'svg']);

const defaultNamespace = 'common';
const pluralSuffixes = ['zero', 'one', 'two', 'few', 'many', 'other'];

let cachedLocales;
/** `{ lang: { namespace: json } }` from locales/. */
function locales() {
  if (cachedLocales) return cachedLocales;
  cachedLocales = {};
  const dir = path.join(root, 'locales');
  if (!existsSync(dir)) return cachedLocales;
  for (const lang of readdirSync(dir)) {
    const langDir = path.join(dir, lang);
    cachedLocales[lang] = {};
    for (const file of readdirSync(langDir).filter((name) => name.endsWith('.json'))) {
      cachedLocales[lang][file.slice(0, -'.json'.length)] = JSON.parse(
        readFileSync(path.join(langDir, file), 'utf8'),
      );
    }
  }
  return cachedLocales;
}

const at = (object, dotted) =>
  dotted.split('.').reduce((value, part) => (value == null ? undefined : value[part]), object);

/** The strings a key can print in one namespace: itself, or its plural forms. */
function lookUp(bundle, key) {
  const direct = at(bundle, key);
  if (typeof direct === 'string') return [{ text: direct, plural: null }];
  const forms = [];
  for (const suffix of pluralSuffixes) {
    const form = at(bundle, `${key}_${suffix}`);
    if (typeof form === 'string') forms.push({ text: form, plural: suffix });
  }
  return forms;
}

/** A word standing for an expression, the same wherever the same source text appears. */
const tokenOf = (source) => ` zz${source.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase()}zz `;

/** Lower case, no punctuation, single spaces (as axe compares names). */
const curate = (text) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const limit = 64;
/** Every concatenation of one alternative from each part. */
function concat(parts) {
  let result = [{ text: '', plural: null }];
  for (const alternatives of parts) {
    const next = [];
    for (const left of result)
      for (const right of alternatives) {
        if (left.plural && right.plural && left.plural !== right.plural) continue;
        next.push({ text: left.text + right.text, plural: left.plural ?? right.plural });
      }
    result = next.slice(0, limit);
  }
  return result;
}

function create(context) {
  const source = context.sourceCode ?? context.getSourceCode();
  /** Translation functions of this file: local name -> namespace (null: unknown). */
  const translators = new Map();
  const text = (node) => source.getText(node);

  function namespaceOf(args) {
    const first = args[0];
    if (!first) return defaultNamespace;
    if (first.type === 'Literal' && typeof first.value === 'string') return first.value;
    if (first.type === 'ArrayExpression') {
      const head = first.elements[0];
      if (head?.type === 'Literal' && typeof head.value === 'string') return head.value;
    }
    return null;
  }

  /**
   * What an expression prints, per language: a list of alternatives, or null when unknown.
   * `choices` fixes the branch of each ternary whose test is in it.
   */
  function evaluate(node, lang, choices) {
    switch (node.type) {
      case 'Literal':
        return typeof node.value === 'string' || typeof node.value === 'number'
          ? [{ text: String(node.value), plural: null }]
          : [{ text: '', plural: null }];
      case 'TemplateLiteral': {
        const parts = [];
        node.quasis.forEach((quasi, index) => {
          parts.push([{ text: quasi.value.cooked ?? '', plural: null }]);
          const expression = node.expressions[index];
          if (expression)
            parts.push(
              evaluate(expression, lang, choices) ?? [
                { text: tokenOf(text(expression)), plural: null },
              ],
            );
        });
        return concat(parts);
      }
      case 'ConditionalExpression': {
        const test = text(node.test);
        if (choices.has(test))
          return evaluate(choices.get(test) ? node.consequent : node.alternate, lang, choices);
        const yes = evaluate(node.consequent, lang, choices);
        const no = evaluate(node.alternate, lang, choices);
        return yes && no ? [...yes, ...no] : null;
      }
      case 'CallExpression':
        return evaluateCall(node, lang, choices);
      case 'MemberExpression':
        return designSystemMessage(node, lang, null);
      case 'ChainExpression':
        return evaluate(node.expression, lang, choices);
      default:
        return null;
    }
  }

  /** Options of a translation call: interpolation name -> token of the expression. */
  function interpolations(options) {
    const values = new Map();
    if (options?.type !== 'ObjectExpression') return values;
    for (const property of options.properties) {
      if (property.type !== 'Property') continue;
      const name =
        property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
      values.set(name, tokenOf(text(property.value)));
    }
    return values;
  }

  const fill = (template, values, pattern) =>
    template.replace(pattern, (_, name) => values.get(name.trim()) ?? tokenOf(name));

  function designSystemMessage(member, lang, options) {
    if (
      member.type !== 'MemberExpression' ||
      member.object.type !== 'Identifier' ||
      member.object.name !== 'messages' ||
      member.computed
    )
      return null;
    const bundle = locales()[lang]?.['design-system'];
    const found = bundle ? lookUp(bundle, member.property.name) : [];
    if (found.length === 0) return null;
    const values = interpolations(options);
    return found.map((form) => ({ ...form, text: fill(form.text, values, /\{([^{}]+)\}/g) }));
  }

  function evaluateCall(call, lang, choices) {
    const callee = call.callee;
    if (callee.type === 'Identifier' && callee.name === 'formatMessage')
      return call.arguments[0]
        ? designSystemMessage(call.arguments[0], lang, call.arguments[1])
        : null;
    if (callee.type !== 'Identifier' || !translators.has(callee.name)) return null;
    const [keyNode, options] = call.arguments;
    if (!keyNode) return null;
    const keys = evaluate(keyNode, lang, choices);
    if (!keys) return null;
    const values = interpolations(options);
    const results = [];
    for (const { text: raw } of keys) {
      let namespace = translators.get(callee.name);
      let key = raw;
      const colon = raw.indexOf(':');
      if (colon > 0) {
        namespace = raw.slice(0, colon);
        key = raw.slice(colon + 1);
      }
      const bundles = locales()[lang] ?? {};
      let found = [];
      if (namespace) found = bundles[namespace] ? lookUp(bundles[namespace], key) : [];
      else {
        // A `t` passed in from elsewhere: the key must name exactly one namespace.
        const hits = Object.values(bundles)
          .map((bundle) => lookUp(bundle, key))
          .filter((forms) => forms.length > 0);
        if (hits.length === 1) found = hits[0];
      }
      if (found.length === 0) return null;
      for (const form of found)
        results.push({ ...form, text: fill(form.text, values, /\{\{([^{}]+)\}\}/g) });
    }
    return results;
  }

  const elementName = (name) =>
    name.type === 'JSXIdentifier'
      ? name.name
      : name.type === 'JSXMemberExpression'
        ? name.property.name
        : null;

  const attribute = (opening, name) =>
    opening.attributes.find(
      (item) =>
        item.type === 'JSXAttribute' &&
        item.name.type === 'JSXIdentifier' &&
        item.name.name === name,
    );

  /** The visible text of JSX children, per language, or null when none of it can be read. */
  function visibleText(children, lang, choices) {
    const parts = [];
    let known = false;
    for (const child of children) {
      if (child.type === 'JSXText') {
        parts.push([{ text: child.value, plural: null }]);
        if (child.value.trim()) known = true;
      } else if (child.type === 'JSXExpressionContainer') {
        const expression = child.expression;
        if (expression.type === 'JSXEmptyExpression') continue;
        if (expression.type === 'JSXElement' || expression.type === 'JSXFragment') {
          const inner = visibleText([expression], lang, choices);
          if (inner) {
            parts.push(inner.alternatives);
            known ||= inner.known;
          }
          continue;
        }
        const printed = evaluate(expression, lang, choices);
        if (printed) known = true;
        parts.push(printed ?? [{ text: tokenOf(text(expression)), plural: null }]);
      } else if (child.type === 'JSXElement') {
        const name = elementName(child.openingElement.name);
        if (!name || unseen.has(name) || /^Icon[A-Z]/.test(name)) continue;
        if (attribute(child.openingElement, 'aria-hidden')) continue;
        const inner = visibleText(child.children, lang, choices);
        if (inner) {
          parts.push(inner.alternatives);
          known ||= inner.known;
        }
      } else if (child.type === 'JSXFragment') {
        const inner = visibleText(child.children, lang, choices);
        if (inner) {
          parts.push(inner.alternatives);
          known ||= inner.known;
        }
      }
    }
    return { alternatives: concat(parts), known };
  }

  /** Tests of every ternary under a node, to take them branch by branch. */
  function ternaryTests(node, found = new Set()) {
    if (!node || typeof node.type !== 'string') return found;
    if (node.type === 'ConditionalExpression') found.add(text(node.test));
    for (const key of Object.keys(node)) {
      if (key === 'parent') continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach((item) => ternaryTests(item, found));
      else if (value && typeof value.type === 'string') ternaryTests(value, found);
    }
    return found;
  }

  function check(element) {
    const opening = element.openingElement;
    const name = elementName(opening.name);
    const role = attribute(opening, 'role');
    const roleValue = role?.value?.type === 'Literal' ? role.value.value : null;
    if (!namedByContent.has(name) && !rolesNamedByContent.has(roleValue)) return;
    const label = attribute(opening, 'aria-label');
    if (!label?.value || element.children.length === 0) return;
    const labelNode =
      label.value.type === 'JSXExpressionContainer' ? label.value.expression : label.value;

    const tests = [...ternaryTests(labelNode)].filter((test) =>
      element.children.some((child) => ternaryTests(child).has(test)),
    );
    const assignments = [];
    for (let mask = 0; mask < 2 ** Math.min(tests.length, 4); mask++)
      assignments.push(new Map(tests.map((test, index) => [test, Boolean(mask & (1 << index))])));

    for (const lang of Object.keys(locales()).length ? Object.keys(locales()) : ['pt']) {
      for (const choices of assignments) {
        const names = evaluate(labelNode, lang, choices);
        if (!names) return;
        const visible = visibleText(element.children, lang, choices);
        if (!visible?.known) continue;
        for (const seen of visible.alternatives) {
          const wanted = curate(seen.text);
          if (!wanted) continue;
          for (const named of names) {
            if (seen.plural && named.plural && seen.plural !== named.plural) continue;
            if (curate(named.text).includes(wanted)) continue;
            context.report({
              node: label,
              messageId: 'mismatch',
              data: {
                name: named.text.replace(/\s+/g, ' ').trim(),
                visible: seen.text.replace(/\s+/g, ' ').trim(),
                lang,
              },
            });
            return;
          }
        }
      }
    }
  }

  return {
    VariableDeclarator(node) {
      // const { t } = useTranslation('ns');  const { t: tCommon } = useTranslation('common');
      const init = node.init;
      if (
        init?.type !== 'CallExpression' ||
        init.callee.type !== 'Identifier' ||
        init.callee.name !== 'useTranslation' ||
        node.id.type !== 'ObjectPattern'
      )
        return;
      for (const property of node.id.properties) {
        if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
        if (property.key.name === 't' && property.value.type === 'Identifier')
          translators.set(property.value.name, namespaceOf(init.arguments));
      }
    },
    // A `t` received as a parameter or prop (TFunction): namespace unknown.
    'FunctionDeclaration, FunctionExpression, ArrowFunctionExpression'(node) {
      for (const param of node.params) {
        if (param.type === 'Identifier' && param.name === 't' && !translators.has('t'))
          translators.set('t', null);
        if (param.type === 'ObjectPattern')
          for (const property of param.properties)
            if (
              property.type === 'Property' &&
              property.key.type === 'Identifier' &&
              property.key.name === 't' &&
              !translators.has('t')
            )
              translators.set('t', null);
      }
    },
    'JSXElement:exit': check,
  };
}

export const labelInName = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'An aria-label on a control named by its content must contain its visible text (WCAG 2.5.3)',
    },
    schema: [],
    messages: {
      mismatch:
        'The name "{{name}}" ({{lang}}) does not contain the visible text "{{visible}}". Start the name with what is seen, or keep the visible text as the name and add the rest with aria-describedby or visually hidden text (WCAG 2.5.3, label in name).',
    },
  },
  create,
};

/** The local plugin, for eslint.config.js. */
export default { rules: { 'label-in-name': labelInName } };
