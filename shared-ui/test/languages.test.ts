import { LANGUAGE_KEY, languageName } from '../src/i18n/languages';

/** The language the page starts in, with this browser's languages and kept choice. */
async function firstLanguageWith(browser: string[], kept?: string): Promise<string> {
  localStorage.clear();
  if (kept) localStorage.setItem(LANGUAGE_KEY, kept);
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  let language = '';
  await jest.isolateModulesAsync(async () => {
    // A fresh page: the one i18next starts from what it finds.
    language = (await import('../src/i18n/i18n')).currentLanguage();
  });
  return language;
}

describe('the language a page starts in', () => {
  it('is the first of the browser’s languages the product speaks, on a first visit', async () => {
    expect(await firstLanguageWith(['it-IT', 'en-US'])).toBe('it');
    expect(await firstLanguageWith(['de-DE', 'it'])).toBe('it');
    expect(await firstLanguageWith(['en-GB', 'it'])).toBe('en');
  });

  it('is English when the browser speaks none of them', async () => {
    expect(await firstLanguageWith(['de-DE', 'fr'])).toBe('en');
  });

  it('is the visitor’s kept choice over the browser’s', async () => {
    expect(await firstLanguageWith(['it-IT'], 'en')).toBe('en');
    expect(await firstLanguageWith(['en-US'], 'it')).toBe('it');
  });

  it('sets <html lang>', async () => {
    await firstLanguageWith(['it-IT']);
    expect(document.documentElement.lang).toBe('it');
  });
});

it('names each language in itself', () => {
  expect(languageName('en')).toBe('English');
  expect(languageName('it')).toBe('Italiano');
});
