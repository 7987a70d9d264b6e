import { loadConfig } from '../../src/config';
import { freshDatabase, startApp, TEST_SECRET } from '../support/helpers';
import { databaseUrl, refusedServerProcess } from '../support/server-process';

// The shop's currency (SHOP_CURRENCY, USD unless set): the apps write every price and total in
// it, as GET /api/v1/config tells them (api/README.md, "Environment").

describe('SHOP_CURRENCY', () => {
  it('is told to clients by GET /api/v1/config, USD unless set', async () => {
    const shipped = await startApp();
    const euros = await startApp({ shopCurrency: 'EUR' });
    try {
      expect((await shipped.request('GET', '/api/v1/config')).body.data.shopCurrency).toBe('USD');
      expect((await euros.request('GET', '/api/v1/config')).body.data.shopCurrency).toBe('EUR');
    } finally {
      await Promise.all([shipped.close(), euros.close()]);
    }
  });

  it('takes an ISO 4217 code in any case, in capitals', async () => {
    const env = { JWT_SECRET: TEST_SECRET, DATABASE_URL: databaseUrl(await freshDatabase()) };
    expect(loadConfig(env).shopCurrency).toBe('USD');
    expect(loadConfig({ ...env, SHOP_CURRENCY: 'eur' }).shopCurrency).toBe('EUR');
  });

  it('refuses to start with a code that is no currency, in one clear line', async () => {
    const { code, output } = await refusedServerProcess(await freshDatabase(), {
      SHOP_CURRENCY: 'EURO',
    });
    expect(code).not.toBe(0);
    expect(output.trim()).toBe(
      'SHOP_CURRENCY must be an ISO 4217 currency code such as USD or EUR, got "EURO"',
    );
  });
});
