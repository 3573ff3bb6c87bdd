// ESLint rule: a text a customer reads comes from the message catalogue (`m.some_text()` from
// '@storefront/sdk/i18n'), never from a literal in the page, so every text exists in English and Chinese and a page
// carries only its own texts. It reports what reads as words (two letters in a row, or a Chinese character):
// - text between JSX tags: <p>No data</p>;
// - a literal in an attribute a person reads or hears: aria-label, title, placeholder, alt, label and the like;
// - a literal given to a property that widgets show (content, title, label, text, message, placeholder, …);
// - a constant named as a text (…_TEXT, …_LABEL, …_TITLE, …_MESSAGE, …_PLACEHOLDER).
// Not reported: class names, ids, routes, keys and other literals no one reads; tests and stories (they spell a
// text out to check it). A literal that truly is not a text in one of those places (a brand name the catalogue
// should not translate) takes an eslint-disable comment saying why.

const WORDS = /[A-Za-z]{2,}|[\u3400-\u9fff]/;
const READ_ATTRIBUTES =
  /^(aria-label|aria-description|aria-valuetext|aria-roledescription|aria-placeholder|title|placeholder|alt|label|caption|description|text|empty|emptyText|resetText|idleText|confirmText|cancelText|okText|backLabel|previousLabel|nextLabel|subtitle|heading|hint|helperText|errorText|loadingText)$/;
const READ_PROPERTIES = /^(content|title|label|text|message|placeholder|description|confirmText|cancelText|okText)$/;
const TEXT_CONSTANT = /(_TEXT|_LABEL|_TITLE|_MESSAGE|_PLACEHOLDER)$/;

const MESSAGE = 'Customer-facing text belongs in the message catalogue (sdk/messages): use m.<key>() instead.';

/** The words in a literal or a template's fixed parts, if any. */
function wordsIn(node) {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' && WORDS.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => WORDS.test(q.value.cooked ?? ''));
  if (node.type === 'JSXExpressionContainer') return wordsIn(node.expression);
  if (node.type === 'ConditionalExpression') return wordsIn(node.consequent) || wordsIn(node.alternate);
  if (node.type === 'LogicalExpression') return wordsIn(node.right);
  return false;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Customer-facing texts come from the message catalogue.' },
    schema: [],
    messages: { literal: MESSAGE },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'literal' });
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        // {'No data'} or {`${n} items`} between tags.
        if (node.parent.type !== 'JSXAttribute' && wordsIn(node.expression)) report(node);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (name && READ_ATTRIBUTES.test(name) && wordsIn(node.value)) report(node.value);
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (typeof key === 'string' && READ_PROPERTIES.test(key) && wordsIn(node.value)) report(node.value);
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && TEXT_CONSTANT.test(node.id.name) && wordsIn(node.init)) report(node.init);
      },
      AssignmentPattern(node) {
        // Defaults of destructured props: { label = 'Sort' }.
        const name = node.left.type === 'Identifier' ? node.left.name : null;
        if (name && (READ_ATTRIBUTES.test(name) || READ_PROPERTIES.test(name)) && wordsIn(node.right))
          report(node.right);
      },
    };
  },
};
