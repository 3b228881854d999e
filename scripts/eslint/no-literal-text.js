// `portal/no-literal-text` (issue 26, item 5): no text a user reads written as a literal in a screen's code.
// Every visible text goes through `t('…')` (src/lib/i18n.ts), so that the French catalogue can hold it and
// tests/unit/i18n.test.ts can require its French. Reported:
// - text between JSX tags (`<b>Save</b>`) and a string in braces there (`{'Save'}`, `{`Save ${x}`}`);
// - a string given to a prop a user reads (`title="…"`, `label`, `placeholder`, `aria-label`, `okText`…);
// - a string under such a key in an object (`{ label: 'Draft' }`, `{ message: 'Error …' }`: options,
//   notices, form rules' messages).
// What may stay literal (the allow-list): text without a letter — punctuation, "·", "—", "…", "/", "×",
// numbers, "%" — and the texts in ALLOWED below. A deliberate exception elsewhere (a language's own name,
// a brand) takes an `eslint-disable-next-line portal/no-literal-text -- why` comment.

/** Props and object keys whose string a user reads (or a screen reader says). */
const TEXT_NAMES = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'alt',
  'okText',
  'cancelText',
  'content',
  'message',
  'description',
  'emptyText',
  'tooltip',
  'extra',
  'addonBefore',
  'addonAfter',
  'checkedChildren',
  'unCheckedChildren',
  'listLabel',
  'what',
  'text',
  'help',
  'prefix',
  'suffix',
]);

/** Texts with letters that are the same in every language and carry no words. */
const ALLOWED = new Set([
  'kWh', // a unit
  'm³', // a unit
  'GJ', // a unit
  'Ctrl', // a key's name on the keyboard (the same in French)
  '⌘',
]);

const hasLetter = (s) => /\p{L}/u.test(s);
const allowed = (s) => !hasLetter(s) || ALLOWED.has(s.trim());

/** The literal text of an expression (a string, or a template literal's fixed parts), or undefined. */
function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'ConditionalExpression') {
    const a = literalText(node.consequent);
    const b = literalText(node.alternate);
    return [a, b].filter((x) => x !== undefined && !allowed(x))[0];
  }
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return undefined;
}

const propName = (n) => (n.type === 'JSXNamespacedName' ? `${n.namespace.name}:${n.name.name}` : n.name);

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text goes through t() (the French catalogue), not as a literal.' },
    schema: [],
    messages: { literal: 'Visible text "{{text}}" is a literal: write t(\'{{text}}\') and add its French to src/lib/i18n-fr.ts.' },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 60) } });
    return {
      JSXText(node) {
        if (!allowed(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== undefined && !allowed(text)) report(node, text);
      },
      JSXAttribute(node) {
        if (!TEXT_NAMES.has(propName(node.name)) || !node.value) return;
        const text = node.value.type === 'JSXExpressionContainer' ? literalText(node.value.expression) : literalText(node.value);
        if (text !== undefined && !allowed(text)) report(node.value, text);
      },
      Property(node) {
        if (node.computed || node.kind !== 'init') return;
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : undefined;
        if (!key || !TEXT_NAMES.has(key)) return;
        const text = literalText(node.value);
        // In an object, one lower-case token (a class name 'refine-pageHeader-title', a key) is no sentence.
        if (text !== undefined && !allowed(text) && !/^[a-z][\w-]*$/.test(text)) report(node.value, text);
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
