/**
 * Search languages offered in the options page: two-letter ISO 639-1 codes of the languages the
 * production service documents for `lang`, with their own names so each is found by its speakers.
 */
export const LANGUAGES: readonly (readonly [code: string, name: string])[] = [
  ['ar', 'العربية'],
  ['bn', 'বাংলা'],
  ['cs', 'Čeština'],
  ['da', 'Dansk'],
  ['de', 'Deutsch'],
  ['en', 'English'],
  ['es', 'Español'],
  ['fa', 'فارسی'],
  ['fi', 'Suomi'],
  ['fr', 'Français'],
  ['he', 'עברית'],
  ['hi', 'हिन्दी'],
  ['hu', 'Magyar'],
  ['id', 'Bahasa Indonesia'],
  ['it', 'Italiano'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['ms', 'Bahasa Melayu'],
  ['nl', 'Nederlands'],
  ['no', 'Norsk'],
  ['pl', 'Polski'],
  ['pt', 'Português'],
  ['ro', 'Română'],
  ['ru', 'Русский'],
  ['sv', 'Svenska'],
  ['th', 'ไทย'],
  ['tl', 'Tagalog'],
  ['tr', 'Türkçe'],
  ['uk', 'Українська'],
  ['vi', 'Tiếng Việt'],
  ['zh', '中文'],
];

/** The offered languages, plus `current` when it is a valid code not in the list. */
export function languageOptions(current: string | undefined): (readonly [string, string])[] {
  const known = LANGUAGES.some(([code]) => code === current);
  return current && !known ? [[current, current], ...LANGUAGES] : [...LANGUAGES];
}
