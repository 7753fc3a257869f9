import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatNumber, locale, plural, t } from '../../../src/i18n/index.ts';
import { messageReader, readCatalogue } from './catalogue.ts';

const speak = (folder: string) => {
  fakeBrowser.i18n.getMessage = messageReader(readCatalogue(folder)) as typeof fakeBrowser.i18n.getMessage;
};

describe('counted messages', () => {
  it.each([
    [0, '0 items are no longer available'],
    [1, '1 item is no longer available'],
    [2, '2 items are no longer available'],
    [1200, '1,200 items are no longer available'],
  ])('English: %i', (count, said) => {
    expect(plural('itemsGone', count)).toBe(said);
  });

  it.each([
    [1, 'عنصر واحد لم يعد متاحًا'],
    [2, 'عنصران لم يعودا متاحين'],
    [3, '3 عناصر لم تعد متاحة'],
    [11, '11 عنصرًا لم تعد متاحة'],
    [100, '100 عنصر لم تعد متاحة'],
  ])('Arabic picks each of its forms: %i', (count, said) => {
    speak('ar');
    expect(locale()).toBe('ar');
    expect(plural('itemsGone', count)).toBe(said);
  });

  it('Japanese has one form; German writes its numbers its way', () => {
    speak('ja');
    expect(plural('itemsGone', 1)).toBe('1 件のアイテムは利用できなくなりました');
    speak('de');
    expect(formatNumber(3369)).toBe('3.369');
    expect(plural('waitMinutes', 1)).toBe('einer Minute');
    expect(t('errRateIn', plural('waitMinutes', 5))).toContain('in 5 Minuten');
  });
});
