/** The user's preferences: typed storage items that every part of the extension reads. */

export {
  type ConnectionHints,
  DATA_SAVER_MODES,
  type DataSaverMode,
  dataSaverItem,
  isSavingData,
} from './data-saver.ts';
export {
  hideLowContrastItem,
  INSERT_FORMATS,
  INSERT_RENDITIONS,
  type InsertFormat,
  type InsertRendition,
  insertFormatItem,
  insertRenditionItem,
  insertSpacingItem,
  isInsertFormat,
  isInsertRendition,
  isLanguage,
  isRating,
  keepPickerOpenItem,
  languageItem,
  normalizeHostname,
  pictureFullSizeItem,
  RATINGS,
  type RequestPreferences,
  ratingItem,
  readRequestPreferences,
  readSiteFormats,
  requestPreferencesFrom,
  type SiteFormats,
  SPACED_FORMATS,
  siteFormatsItem,
} from './preferences.ts';
export { type AddressCheck, checkServiceAddress, originPattern, originPatterns } from './service-origins.ts';
export { isTheme, THEMES, type Theme, themeItem } from './theme.ts';
export { readUiLanguage } from './ui-language.ts';
export {
  mayShareUsageData,
  readUsageDataChoice,
  setUsageDataSharing,
  shareUsageDataItem,
  USAGE_DATA_BY_FIREFOX_CONSENT,
  USAGE_DATA_CATEGORY,
  type UsageDataPermissions,
  watchUsageDataChoice,
} from './usage-data.ts';
