// ESLint rule: a React component or hook that reads a signal's `.value` while rendering must call `useSignals()`
// first. Without it the component reads the value once and never re-renders when the signal changes: the bug
// looks like stale data, and nothing else catches it. (The app uses @preact/signals-react without its Babel
// transform, so the subscription is written by hand and this rule makes it impossible to forget.)
//
// Signals are recognised by how the name they are reached through is bound (`x.value`, `entry.status.value`): an
// import (the app's signals live in modules), or a local made by signal(), computed(), useSignal(), useComputed()
// or useResource(). `.value` of anything else (an input, an event target, a ref) is not a signal read. Writes (`x.value = …`) and reads inside nested functions that run later
// (event handlers, effects) need no subscription, but a nested render callback is render time too, so every
// read inside the component counts: calling useSignals() once at the top is always right.

const SIGNAL_FACTORIES = new Set(['signal', 'computed', 'useSignal', 'useComputed']);
/** Calls that answer an object holding signals (a resource entry: entry.status.value, entry.data.value). */
const SIGNAL_HOLDERS = new Set(['useResource', 'entry']);

const isComponentName = (name) => /^[A-Z]/.test(name);
const isHookName = (name) => /^use[A-Z0-9]/.test(name);

function functionName(node) {
  if (node.id?.name) return node.id.name;
  const parent = node.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  // memo(function …) / forwardRef((props) => …) assigned to a name.
  if (parent?.type === 'CallExpression' && parent.parent?.type === 'VariableDeclarator')
    return parent.parent.id.name ?? null;
  return null;
}

function isSignalBinding(variable) {
  const def = variable?.defs?.[0];
  if (!def) return false;
  if (def.type === 'ImportBinding') return true;
  if (def.type === 'Variable' && def.node.init?.type === 'CallExpression') {
    const callee = def.node.init.callee;
    const name =
      callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : null;
    return SIGNAL_FACTORIES.has(name) || SIGNAL_HOLDERS.has(name);
  }
  return false;
}

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const found = current.set.get(name);
    if (found) return found;
  }
  return null;
}

function callsUseSignals(body) {
  if (body?.type !== 'BlockStatement') return false;
  return body.body.some(
    (statement) =>
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'CallExpression' &&
      statement.expression.callee.type === 'Identifier' &&
      statement.expression.callee.name === 'useSignals',
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A component or hook that reads a signal must call useSignals() first.' },
    messages: {
      missing:
        "'{{name}}' reads the signal '{{signal}}' but does not call useSignals() first, so it will not re-render when it changes.",
    },
    schema: [],
  },
  create(context) {
    const stack = [];
    const enter = (node) => {
      const name = functionName(node);
      const renders = name !== null && (isComponentName(name) || isHookName(name));
      stack.push(renders ? { node, name, subscribed: callsUseSignals(node.body), reported: false } : null);
    };
    const exit = () => stack.pop();
    return {
      FunctionDeclaration: enter,
      FunctionExpression: enter,
      ArrowFunctionExpression: enter,
      'FunctionDeclaration:exit': exit,
      'FunctionExpression:exit': exit,
      'ArrowFunctionExpression:exit': exit,
      MemberExpression(node) {
        if (node.computed || node.property.name !== 'value') return;
        let root = node.object;
        while (root.type === 'MemberExpression') root = root.object;
        if (root.type !== 'Identifier') return;
        if (node.parent.type === 'AssignmentExpression' && node.parent.left === node) return;
        if (node.parent.type === 'UpdateExpression') return;
        const owner = [...stack].reverse().find((frame) => frame !== null);
        if (!owner || owner.subscribed || owner.reported) return;
        const variable = findVariable(context.sourceCode.getScope(node), root.name);
        if (!isSignalBinding(variable)) return;
        owner.reported = true;
        context.report({
          node,
          messageId: 'missing',
          data: { name: owner.name, signal: context.sourceCode.getText(node.object) },
        });
      },
    };
  },
};
