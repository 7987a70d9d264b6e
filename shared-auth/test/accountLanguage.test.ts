import { currentLanguage, i18next } from 'shared-ui';
import { followKeptAccountLanguage } from '../src/api';
import { startEarlyCall } from '../src/boot';
import { configureApi } from '../src/config';
import { login } from '../src/session/authCalls';
import { followAccountLanguage } from '../src/session/locale';
import { createStore } from '../src/store';
import { jsonResponse, mockApi } from '../src/testing';

const user = { id: 7, name: 'Ada Rider', email: 'ada@example.test', admin: false };
const account = (locale: string | null) => () =>
  jsonResponse(200, { success: true, data: { ...user, locale } });

beforeEach(async () => {
  localStorage.clear();
  configureApi({ apiUrl: 'http://api.test' });
  await i18next.changeLanguage('en');
});

afterEach(() => jest.restoreAllMocks());

describe("the account's language", () => {
  it('is read with the new token after a login and shown when the account has one', async () => {
    const api = mockApi({
      'POST /api/v1/login': () =>
        jsonResponse(200, { success: true, message: 'Logged in', user, token: 'fresh.to.ken' }),
      'GET /api/v1/me': account('it'),
    });
    await createStore().dispatch(login({ email: user.email, password: 'secret1' }));
    await new Promise<void>((resolve) => i18next.on('languageChanged', () => resolve()));
    expect(currentLanguage()).toBe('it');
    expect(api.callsTo('GET /api/v1/me')[0]?.authorization).toBe('Bearer fresh.to.ken');
  });

  it("is taken from the call the shell's page started early, not asked for again", async () => {
    const api = mockApi({ 'GET /api/v1/me': account('it') });
    startEarlyCall('http://api.test/api/v1/me', 'early.to.ken');
    await followKeptAccountLanguage('early.to.ken');
    expect(currentLanguage()).toBe('it');
    expect(api.callsTo('GET /api/v1/me')).toHaveLength(1);
  });

  it('is shown for a kept session when the account has one', async () => {
    mockApi({ 'GET /api/v1/me': account('it') });
    await followAccountLanguage('kept.to.ken');
    expect(currentLanguage()).toBe('it');
  });

  it('leaves the browser’s language when the account has none, or the api does not answer', async () => {
    mockApi({ 'GET /api/v1/me': account(null) });
    await followAccountLanguage('kept.to.ken');
    expect(currentLanguage()).toBe('en');
    jest.restoreAllMocks();
    mockApi({ 'GET /api/v1/me': () => jsonResponse(500, { success: false, message: 'Boom' }) });
    await followAccountLanguage('kept.to.ken');
    expect(currentLanguage()).toBe('en');
  });
});
