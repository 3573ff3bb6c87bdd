import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } }, sourceType: 'module' },
});

const literal = [{ messageId: 'literal' }];

tester.run('no-literal-text', rule, {
  valid: [
    "import { m } from '@storefront/sdk/i18n'; export const Empty = () => <p>{m.no_data()}</p>;",
    "export const Box = () => <div className='card-box' data-testid='box' id='main' role='list' />;",
    'export const Label = () => <button aria-label={m.close()}>×</button>;',
    "const route = '/product-detail'; const key = 'storefront.language';",
    'export const Count = ({ n }) => <span>{n} · {n + 1}</span>;',
    "throw new Error('contract: no such operation');",
  ],
  invalid: [
    { code: 'export const Empty = () => <p>No data</p>;', errors: literal },
    { code: "export const Empty = () => <p>{'No data'}</p>;", errors: literal },
    { code: 'export const T = ({ n }) => <p>{`${n} items`}</p>;', errors: literal },
    { code: "export const B = () => <button aria-label='Close'>×</button>;", errors: literal },
    { code: 'export const I = () => <input placeholder="Search for brand info" />;', errors: literal },
    { code: "Toast.show({ content: 'Copied' });", errors: literal },
    { code: "export const EMPTY_TEXT = 'Nothing here yet';", errors: literal },
    { code: "export function Sort({ label = 'Sort' }) { return label; }", errors: literal },
    { code: 'export const Q = () => <p>无效的二维码</p>;', errors: literal },
    { code: "export const A = ({ ok }) => <img alt={ok ? 'Shown' : 'Hidden'} />;", errors: literal },
  ],
});
