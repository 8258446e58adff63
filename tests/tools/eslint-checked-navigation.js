// ESLint rule `local/checked-navigation` (type-aware): the browser's navigation and the
// address-taking attributes are reached only with an address the safe-URL helper checked.
//
// The old `no-restricted-syntax` selectors matched names (`window.open`, `location.assign`), so a
// `win.open(...)` on a Window passed in as a parameter, or `loc.replace(...)` on a saved Location,
// went through unseen (issue #37: the self-service popup). This rule asks the type checker what
// the receiver is instead:
//   - `open(...)` on anything typed Window (or `globalThis`), and the global `open(...)`;
//   - `assign(...)` / `replace(...)` on a Location, `x.href = ...` on a Location;
//   - `x.location = ...` on a Window or Document, and the global `location = ...`;
//   - `src` / `href` / `action` / `formAction` on a lowercase JSX element (`<img>`, `<a>`,
//     `<iframe>` ...) whose value is neither a string literal nor a `SafeUrl` / `SafeImageSrc`
//     (src/lib/urls/safe-url.ts), the branded types only the helper makes.
// src/lib/urls/ is the one place allowed to navigate (eslint.config.js leaves it out).

const navigationTypes = new Set(['Window', 'Location', 'Document', 'globalThis']);

/** The names a type answers to: its symbol, its alias, and those of its union/intersection parts. */
function typeNames(type, seen = new Set()) {
  if (!type || seen.has(type)) return [];
  seen.add(type);
  const names = [];
  const symbol = type.getSymbol?.() ?? type.symbol;
  if (symbol) names.push(symbol.getName());
  if (type.aliasSymbol) names.push(type.aliasSymbol.getName());
  for (const part of type.types ?? []) names.push(...typeNames(part, seen));
  return names;
}

function isOfType(services, node, wanted) {
  const type = services.getTypeAtLocation(node);
  return typeNames(type).some((name) => wanted.includes(name));
}

/** Whether an identifier is the browser's global (declared in TypeScript's lib files). */
function isGlobal(services, node) {
  const checker = services.program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(services.esTreeNodeToTSNodeMap.get(node));
  const declarations = symbol?.getDeclarations?.() ?? [];
  return (
    declarations.length > 0 &&
    declarations.every((declaration) =>
      /[\\/]typescript[\\/]lib[\\/]lib\..*\.d\.ts$/.test(declaration.getSourceFile().fileName),
    )
  );
}

const CHECKED_BRAND = /^__@checkedFor(Navigation|Image)@/;

/** A string literal (or a union of them, null, undefined) or one of the branded checked types. */
function isCheckedAddressType(checker, type) {
  const parts = type.isUnion?.() ? type.types : [type];
  return parts.every((part) => {
    const flags = part.getFlags();
    // Literal strings are the app's own addresses; null/undefined render no attribute.
    if (part.isStringLiteral?.() || flags & 32768 /* Undefined */ || flags & 65536 /* Null */)
      return true;
    return checker
      .getPropertiesOfType(part)
      .some((property) => CHECKED_BRAND.test(String(property.escapedName)));
  });
}

const addressAttributes = new Set(['src', 'href', 'action', 'formAction', 'srcSet', 'poster']);

function memberName(member) {
  if (member.computed) return member.property.type === 'Literal' ? member.property.value : null;
  return member.property.type === 'Identifier' ? member.property.name : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const checkedNavigation = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Navigation and address attributes take only addresses checked by src/lib/urls/safe-url.ts',
    },
    schema: [],
    messages: {
      navigate:
        '{{what}} outside src/lib/urls/: navigate through leave-app.ts (leaveAppFor, openInNewTab, openPopup), which checks the address first.',
      attribute:
        '`{{name}}` takes a server address only as a SafeUrl / SafeImageSrc (safeUrl, checkedAddress, imageAddress in src/lib/urls/safe-url.ts).',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) {
      throw new Error(
        'local/checked-navigation needs type information (parserOptions.projectService).',
      );
    }
    const checker = services.program.getTypeChecker();
    const report = (node, what) => context.report({ node, messageId: 'navigate', data: { what } });

    return {
      CallExpression(node) {
        const callee =
          node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type === 'Identifier' && callee.name === 'open' && isGlobal(services, callee)) {
          report(node, '`open(...)`');
          return;
        }
        if (callee.type !== 'MemberExpression') return;
        const name = memberName(callee);
        if (name === 'open' && isOfType(services, callee.object, ['Window', 'globalThis'])) {
          report(node, '`open(...)` on a Window');
        } else if (
          (name === 'assign' || name === 'replace') &&
          isOfType(services, callee.object, ['Location'])
        ) {
          report(node, `\`${name}(...)\` on a Location`);
        }
      },
      AssignmentExpression(node) {
        const target = node.left;
        if (
          target.type === 'Identifier' &&
          target.name === 'location' &&
          isGlobal(services, target)
        ) {
          report(node, 'Assigning `location`');
          return;
        }
        if (target.type !== 'MemberExpression') return;
        const name = memberName(target);
        if (name === 'href' && isOfType(services, target.object, ['Location'])) {
          report(node, 'Assigning `href` on a Location');
        } else if (name === 'location' && isOfType(services, target.object, [...navigationTypes])) {
          report(node, 'Assigning `location`');
        }
      },
      JSXAttribute(node) {
        const element = node.parent;
        if (element.type !== 'JSXOpeningElement' || element.name.type !== 'JSXIdentifier') return;
        // Lowercase: a DOM element. Components take their own props and check inside
        // (ServerLink checks its href itself).
        if (!/^[a-z]/.test(element.name.name)) return;
        if (node.name.type !== 'JSXIdentifier' || !addressAttributes.has(node.name.name)) return;
        const value = node.value;
        if (!value || value.type === 'Literal') return;
        if (
          value.type !== 'JSXExpressionContainer' ||
          value.expression.type === 'JSXEmptyExpression'
        )
          return;
        // A fragment of this very page (`#${id}`, a skip link) is the app's own address.
        const expression = value.expression;
        if (
          expression.type === 'TemplateLiteral' &&
          expression.quasis[0]?.value.cooked?.startsWith('#')
        )
          return;
        const type = services.getTypeAtLocation(value.expression);
        if (!isCheckedAddressType(checker, type)) {
          context.report({ node, messageId: 'attribute', data: { name: node.name.name } });
        }
      },
    };
  },
};

/** @type {import('eslint').ESLint.Plugin} */
export default { rules: { 'checked-navigation': checkedNavigation } };
