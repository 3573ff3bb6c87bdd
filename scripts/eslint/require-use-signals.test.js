import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './require-use-signals.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } }, sourceType: 'module' },
});

tester.run('require-use-signals', rule, {
  valid: [
    // Subscribed first.
    "import { isLoggedIn } from './state'; export function Badge() { useSignals(); return isLoggedIn.value ? 'in' : 'out'; }",
    // A local signal in a hook that subscribes.
    "import { useSignal } from '@preact/signals-react'; function useBusy() { useSignals(); const busy = useSignal(false); return busy.value; }",
    // .value of an input, an event or a ref is not a signal.
    'export function Field() { const onChange = (e) => console.log(e.target.value); const ref = { current: null }; return ref.current?.value ?? onChange; }',
    // Writes need no subscription.
    "import { agreed } from './agreement'; export function Tick() { return <input onChange={() => (agreed.value = true)} />; }",
    // A ref's current value, reached through a member chain, is not a signal.
    'export function Field() { const ref = useRef(null); return ref.current.value; }',
    // Outside components and hooks (a data module) nothing is rendered.
    "import { userInfo } from './state'; export function currentToken() { return userInfo.value?.token; }",
    // peek() is a read without subscription, on purpose.
    "import { userInfo } from './state'; export function Page() { return userInfo.peek(); }",
  ],
  invalid: [
    {
      code: "import { isLoggedIn } from './state'; export function Badge() { return isLoggedIn.value ? 'in' : 'out'; }",
      errors: [{ messageId: 'missing', data: { name: 'Badge', signal: 'isLoggedIn' } }],
    },
    {
      code: "import { userInfo } from './state'; export const Avatar = () => <img alt={userInfo.value?.name} />;",
      errors: [{ messageId: 'missing', data: { name: 'Avatar', signal: 'userInfo' } }],
    },
    {
      code: "import { useSignal } from '@preact/signals-react'; export function useBusy() { const busy = useSignal(false); return busy.value; }",
      errors: [{ messageId: 'missing', data: { name: 'useBusy', signal: 'busy' } }],
    },
    {
      // A render callback inside the component reads at render time too.
      code: "import { items } from './list'; export function List() { const rows = () => items.value.map(String); return rows(); }",
      errors: [{ messageId: 'missing', data: { name: 'List', signal: 'items' } }],
    },
    {
      // Signals reached through a resource entry.
      code: 'export function Product() { const entry = useResource(productDetail, 3); return entry?.status.value; }',
      errors: [{ messageId: 'missing', data: { name: 'Product', signal: 'entry?.status' } }],
    },
  ],
});
