// The command line of `npm run lighthouse` (scripts/lighthouse.ts): the pages it can measure, and what the
// options pick of them and which builds they name.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Account } from './demo-login';
import type { FormFactor } from './lighthouse-summary';

const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];

export interface Page {
  /** `<shop>/<screen>`, with the account when someone is logged in; what --page matches. */
  name: string;
  mallPath: string;
  /** The address on the server: `/<mall path>/<route>`. */
  path: string;
  account: Account;
}

const page = (mallPath: string, screen: string, route: string, account: Account): Page => ({
  name: `${mallPath}/${screen}${account === 'guest' ? '' : ` (${account})`}`,
  mallPath,
  path: `/${mallPath}${route}`,
  account,
});

/** The shops as their shoppers browse them: procure asks for a login, points and dropship let guests in. */
const BROWSING: readonly [string, Account][] = [
  ['points', 'guest'],
  ['procure', 'member'],
  ['dropship', 'guest'],
];

export const PAGES: readonly Page[] = [
  ...BROWSING.flatMap(([mallPath, account]) => [
    page(mallPath, 'home', '/home', account),
    page(mallPath, 'commodity-centre', '/commodityCenter/commodityCenter', account),
    page(
      mallPath,
      'goods-detail',
      '/goodDetail/goodDetail?goodsCode=G-LADDER&goodsSkuCode=G-LADDER-01',
      account,
    ),
  ]),
  page('points', 'cart', '/cart', 'member'),
  page('points', 'orders', '/userCenter/order', 'member'),
];

/** The options of the command line; on a mistake, says what is wrong and exits. */
export function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      page: { type: 'string', multiple: true },
      'form-factor': { type: 'string' },
      'keep-reports': { type: 'boolean', default: false },
      dist: { type: 'string' },
      before: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const [dist, before] = [values.dist, values.before].map((folder) =>
    folder === undefined ? undefined : resolve(folder),
  );
  const pages = PAGES.filter(
    (entry) => !values.page || values.page.some((part) => entry.name.includes(part)),
  );
  const formFactors = FORM_FACTORS.filter((entry) => (values['form-factor'] ?? entry) === entry);
  const problems = [
    ...(Number.isInteger(runs) && runs > 0
      ? []
      : [`--runs takes a whole number above 0, not ${values.runs}`]),
    ...(pages.length ? [] : [`--page matches none of: ${PAGES.map((entry) => entry.name).join(', ')}`]),
    ...(formFactors.length ? [] : [`--form-factor takes ${FORM_FACTORS.join(' or ')}`]),
    ...[dist, before]
      .filter((folder) => folder !== undefined && !existsSync(join(folder, 'index.html')))
      .map((folder) => `${folder} holds no build (no index.html)`),
  ];
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(2);
  }
  return { runs, pages, formFactors, keepReports: values['keep-reports'], dist, before };
}
