// The floors of docs/ARCHITECTURE.md as `npm run lint` holds them: ESLint, with the repository's
// own eslint.config.mjs, lints one planted import per floor in a file of the package it would
// break, and must refuse it; the imports each floor allows must pass.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const eslint = new ESLint({ cwd: ROOT });

const PATHS = 'import-x/no-restricted-paths';
const NAMES = 'no-restricted-imports';

/** The rules whose errors ESLint reports for `code` in a (planted) file at `file`. */
async function errorsOf(file, code) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => ({ rule: message.ruleId, text: message.message }));
}

// [floor, file, planted import, the rule that refuses it, words of its message]
const PLANTED = [
  [
    'an app imports another by package name',
    'mf-booking/src/reserve/Planted.tsx',
    "import { Carousel } from 'mf-catalog/src/carousel/Carousel';",
    NAMES,
    'never imports another app',
  ],
  [
    'an app imports another by a relative path climbing out',
    'mf-booking/src/reserve/Planted.tsx',
    "import { Carousel } from '../../../mf-catalog/src/carousel/Carousel';",
    PATHS,
    'never imports another app',
  ],
  [
    'an app imports another by its federation name',
    'mf-catalog/src/detail/Planted.tsx',
    "import DeletePage from 'admin/DeletePage';",
    NAMES,
    'never imports another app',
  ],
  [
    'a remote imports the shell',
    'mf-admin/src/ui/Planted.tsx',
    "import { AppRoutes } from '../../../shell/src/app/AppRoutes';",
    PATHS,
    'or the shell',
  ],
  [
    'the shell imports a remote by its federation name',
    'shell/src/app/Planted.tsx',
    "import CarouselPage from 'catalog/CarouselPage';",
    NAMES,
    'never imports another app',
  ],
  [
    "the shell imports a remote's source",
    'shell/src/app/Planted.tsx',
    "import { AdminPage } from '../../../mf-admin/src/ui/AdminPage';",
    PATHS,
    'never imports another app',
  ],
  [
    'shared-domain imports shared-auth',
    'shared-domain/src/Planted.ts',
    "import { store } from 'shared-auth';",
    PATHS,
    'shared-domain imports nothing of ours',
  ],
  [
    'shared-domain imports the api',
    'shared-domain/src/rules/Planted.ts',
    "import { hashPassword } from '../../../api/src/lib/passwords';",
    PATHS,
    'shared-domain imports nothing of ours',
  ],
  [
    'shared-auth imports an app',
    'shared-auth/src/session/Planted.tsx',
    "import { ChevronIcon } from '../../../mf-catalog/src/ui/icons';",
    PATHS,
    'shared-auth imports no app',
  ],
  [
    'shared-auth imports an app by package name',
    'shared-auth/src/Planted.ts',
    "import 'shell';",
    NAMES,
    'shared-auth imports no app',
  ],
  [
    'shared-ui imports shared-auth',
    'shared-ui/src/Planted.tsx',
    "import { selectIsSignedIn } from 'shared-auth';",
    NAMES,
    'shared-ui imports no app and not shared-auth',
  ],
  [
    "shared-ui imports shared-auth's source by a relative path",
    'shared-ui/src/Planted.tsx',
    "import { selectSession } from '../../shared-auth/src/session/sessionSlice';",
    PATHS,
    'shared-ui imports no app and not shared-auth',
  ],
  [
    'shared-ui imports an app',
    'shared-ui/src/testing/Planted.ts',
    "import { COPYRIGHT } from '../../../shell/src/layout/Sidebar';",
    PATHS,
    'shared-ui imports no app',
  ],
  [
    "a feature imports another feature's folder",
    'mf-admin/src/today/Planted.tsx',
    "import { FleetGrid } from '../fleet/FleetGrid';",
    PATHS,
    'never another feature',
  ],
  [
    "a booking feature imports the other feature's folder",
    'mf-booking/src/reserve/Planted.tsx',
    "import { reservationsApi } from '../reservations/reservationsApi';",
    PATHS,
    'never another feature',
  ],
  [
    'a shared part of a remote imports a feature',
    'mf-admin/src/desk/Planted.tsx',
    "import { useReservationPages } from '../reservations/useReservationPages';",
    PATHS,
    'imports no feature',
  ],
  [
    "a remote's api client imports a feature",
    'mf-booking/src/api/Planted.ts',
    "import { reserveApi } from '../reserve/reserveApi';",
    PATHS,
    'imports no feature',
  ],
  [
    'a feature imports the remote entry',
    'mf-catalog/src/carousel/Planted.tsx',
    "import '../bootstrap';",
    PATHS,
    'never another feature',
  ],
  [
    'a remote takes useSelector from react-redux',
    'mf-catalog/src/detail/Planted.tsx',
    "import { useSelector } from 'react-redux';",
    NAMES,
    "shared-auth's typed hooks",
  ],
  [
    'the shell takes useDispatch from react-redux',
    'shell/src/session/Planted.tsx',
    "import { useDispatch } from 'react-redux';",
    NAMES,
    "shared-auth's typed hooks",
  ],
  [
    'shared-auth takes useStore from react-redux outside its typed hooks',
    'shared-auth/src/session/Planted.tsx',
    "import * as Redux from 'react-redux';\nexport const useStore = Redux.useStore;",
    NAMES,
    "shared-auth's typed hooks",
  ],
  [
    "the api's lib imports a plugin",
    'api/src/lib/Planted.ts',
    "import errorHandler from '../plugins/error-handler';",
    PATHS,
    'imports none of them',
  ],
  [
    "the api's lib imports a route",
    'api/src/lib/Planted.ts',
    "import health from '../routes/health';",
    PATHS,
    'imports none of them',
  ],
];

describe.each(PLANTED)('%s', (_floor, file, code, rule, words) => {
  it(`is refused by ${rule}`, async () => {
    const errors = await errorsOf(file, code);
    expect(errors).toContainEqual({ rule, text: expect.stringContaining(words) });
  });
});

// [what, file, allowed imports]
const ALLOWED = [
  [
    'a remote feature takes its own folder, the shared parts and the shared packages',
    'mf-admin/src/today/Allowed.tsx',
    [
      "import { TodayGroup } from './TodayGroup';",
      "import { AdminPage } from '../ui/AdminPage';",
      "import { StatusBadge } from '../desk/StatusBadge';",
      "import { useAppSelector } from 'shared-auth';",
      "import { baseApi } from 'shared-auth/api';",
      "import { MessageBox } from 'shared-ui';",
      "import { formatUSD } from 'shared-domain';",
      "import { Provider } from 'react-redux';",
      'export const used = [TodayGroup, AdminPage, StatusBadge, useAppSelector, baseApi, MessageBox, formatUSD, Provider];',
    ].join('\n'),
  ],
  [
    'a shared part takes another shared part',
    'mf-admin/src/blocks/Allowed.tsx',
    "import { spanText } from '../desk/deskText';\nexport const used = spanText;",
  ],
  [
    'the shell takes its own folders and shared-auth',
    'shell/src/app/Allowed.tsx',
    "import { Layout } from '../layout/Layout';\nimport { useAppDispatch } from 'shared-auth';\nexport const used = [Layout, useAppDispatch];",
  ],
  [
    'shared-auth takes shared-domain',
    'shared-auth/src/Allowed.ts',
    "import { formatUSD } from 'shared-domain';\nexport const used = formatUSD;",
  ],
  [
    'shared-auth takes shared-ui',
    'shared-auth/src/dev/Allowed.tsx',
    "import { TextField } from 'shared-ui';\nexport const used = TextField;",
  ],
  [
    'shared-ui takes shared-domain and its own modules',
    'shared-ui/src/Allowed.ts',
    "import { formatUSD } from 'shared-domain';\nimport { upTo } from './breakpoints';\nexport const used = [formatUSD, upTo];",
  ],
  [
    'shared-domain takes its own modules',
    'shared-domain/src/rules/Allowed.ts',
    "import { MAX_BOOKING_HOURS } from '../limits';\nexport const used = MAX_BOOKING_HOURS;",
  ],
  [
    "the api's lib takes another lib module and shared-domain",
    'api/src/lib/Allowed.ts',
    "import { shopWallClockMs } from './shop-clock';\nimport { formatUSD } from 'shared-domain';\nexport const used = [shopWallClockMs, formatUSD];",
  ],
];

describe.each(ALLOWED)('%s', (_what, file, code) => {
  it('passes', async () => {
    expect(await errorsOf(file, code)).toEqual([]);
  });
});

it("leaves shared-auth's typed hooks their react-redux imports", async () => {
  const file = 'shared-auth/src/hooks.ts';
  const { readFile } = await import('node:fs/promises');
  expect(await errorsOf(file, await readFile(path.join(ROOT, file), 'utf8'))).toEqual([]);
});
