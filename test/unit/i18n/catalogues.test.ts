/**
 * Every language has exactly the words English has: the same keys, the same placeholders, and for a
 * counted message one form per plural category of that language (Intl.PluralRules), no more.
 */
import { describe, expect, it } from 'vitest';
import { type Catalogue, LOCALES, messageReader, readCatalogue } from './catalogue.ts';

const english = readCatalogue('en');
const PLURAL_FORM = /^(zero|one|two|few|many|other):/;

const placeholdersOf = (catalogue: Catalogue, key: string) =>
  Object.entries(catalogue[key]?.placeholders ?? {})
    .map(([name, { content }]) => `${name.toLowerCase()}=${content}`)
    .sort();
/** The `$name$` references a message makes, each once. */
const referencesOf = (message: string) =>
  [
    ...new Set([...message.matchAll(/\$([a-z0-9_@]+)\$/gi)].map((match) => (match[1] ?? '').toLowerCase())),
  ].sort();

describe('the catalogues', () => {
  it('ship the seven languages of the issue', () => {
    expect(LOCALES).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'pt_BR']);
  });

  describe.each(LOCALES.filter((folder) => folder !== 'en'))('%s', (folder) => {
    const catalogue = readCatalogue(folder);
    const tag = catalogue.locale?.message ?? '';

    it('has every key English has, and none English lacks', () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    });

    it.each(Object.keys(english))('%s: the same placeholders as English, each used', (key) => {
      expect(placeholdersOf(catalogue, key)).toEqual(placeholdersOf(english, key));
      const message = catalogue[key]?.message ?? '';
      // A counted message may leave the count out of a form ("an hour"); the others use each one.
      if (!PLURAL_FORM.test(message))
        expect(referencesOf(message)).toEqual(referencesOf(english[key]?.message ?? ''));
      expect(message.trim()).not.toBe('');
    });

    it('names its own language and direction', () => {
      expect(tag.replace('-', '_')).toBe(folder);
      expect(catalogue.dir?.message).toBe(folder === 'ar' ? 'rtl' : 'ltr');
    });

    it('gives each counted message one form per plural category of the language', () => {
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories.slice().sort();
      for (const [key, { message }] of Object.entries(english)) {
        if (!PLURAL_FORM.test(message)) continue;
        const forms = (catalogue[key]?.message ?? '').split('|').map((form) => form.split(':')[0]);
        expect(forms.slice().sort(), key).toEqual(categories);
      }
    });
  });

  it('English gives its counted messages the forms English needs', () => {
    for (const { message } of Object.values(english))
      if (PLURAL_FORM.test(message))
        expect(message.split('|').map((form) => form.split(':')[0])).toEqual(['one', 'other']);
  });

  it('reads as the browser reads it: placeholders filled in order', () => {
    const read = messageReader(english);
    expect(read('noResultsFor', ['cats'])).toBe('No results for “cats”.');
    expect(read('titleByCreator', ['Dancing cat', 'Jane'])).toBe('Dancing cat by Jane');
  });
});
