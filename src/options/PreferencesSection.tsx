import { locale, t } from '../i18n/index.ts';
import {
  type DATA_SAVER_MODES,
  dataSaverItem,
  hideLowContrastItem,
  type INSERT_FORMATS,
  type INSERT_RENDITIONS,
  insertFormatItem,
  insertRenditionItem,
  insertSpacingItem,
  keepPickerOpenItem,
  languageItem,
  pictureFullSizeItem,
  type RATINGS,
  ratingItem,
  type THEMES,
  themeItem,
} from '../settings/index.ts';
import type { StorageItem } from '../storage/storage-item.ts';
import { useStorageItem } from '../ui/index.ts';
import { languageOptions } from './languages.ts';

const RATING_NAMES: Record<(typeof RATINGS)[number], string> = {
  g: t('ratingG'),
  pg: 'PG',
  'pg-13': 'PG-13',
  r: t('ratingR'),
};
export const FORMAT_NAMES: Record<(typeof INSERT_FORMATS)[number], string> = {
  auto: t('formatAuto'),
  url: t('formatUrl'),
  markdown: 'Markdown',
  html: 'HTML',
  bbcode: 'BBCode',
};
const RENDITION_NAMES: Record<(typeof INSERT_RENDITIONS)[number], string> = {
  downsized_medium: t('renditionDownsizedMedium'),
  downsized: t('renditionDownsized'),
  downsized_large: t('renditionDownsizedLarge'),
  original: t('renditionOriginal'),
  fixed_height: t('renditionFixedHeight'),
  fixed_width: t('renditionFixedWidth'),
  fixed_height_small: t('renditionFixedHeightSmall'),
  fixed_width_small: t('renditionFixedWidthSmall'),
  fixed_height_downsampled: t('renditionFixedHeightDownsampled'),
  fixed_width_downsampled: t('renditionFixedWidthDownsampled'),
  preview_gif: t('renditionPreviewGif'),
};
const THEME_NAMES: Record<(typeof THEMES)[number], string> = {
  auto: t('themeAuto'),
  light: t('themeLight'),
  dark: t('themeDark'),
};

const DATA_SAVER_NAMES: Record<(typeof DATA_SAVER_MODES)[number], string> = {
  auto: t('dataSaverAuto'),
  on: t('dataSaverOn'),
  off: t('dataSaverOff'),
};

interface ChoiceProps<T extends string> {
  /** A hint under the field, named as its description. */
  hint?: string;
  id: string;
  label: string;
  item: StorageItem<T>;
  options: readonly (readonly [T, string])[];
}

/** One select bound to a storage item: a change is saved at once and reaches open pages. */
function Choice<T extends string>({ id, label, item, options, hint }: ChoiceProps<T>) {
  const value = useStorageItem(item);
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value ?? item.fallback}
        onChange={(event) => void item.setValue(event.currentTarget.value as T)}
      >
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The language the interface speaks: the browser's, shown here beside the search language. */
function InterfaceLanguage() {
  const name = new Intl.DisplayNames([locale()], { type: 'language' }).of(locale()) ?? locale();
  return (
    <div class="field">
      <span id="interface-language-label" class="label">
        {t('interfaceLanguage')}
      </span>
      <output id="interface-language" aria-labelledby="interface-language-label" lang={locale()}>
        {name}
      </output>
      <p class="hint">{t('interfaceLanguageHint', name)}</p>
    </div>
  );
}

/** One checkbox bound to a boolean storage item, saved at once. */
/** A switch saved at once; `hint`, when given, is shown under it and names its description. */
function Check(props: { id: string; label: string; item: StorageItem<boolean>; hint?: string }) {
  const checked = useStorageItem(props.item);
  const hintId = `${props.id}-hint`;
  return (
    <div class="field field-check">
      <input
        id={props.id}
        type="checkbox"
        checked={checked ?? props.item.fallback}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(event) => void props.item.setValue(event.currentTarget.checked)}
      />
      <label for={props.id}>{props.label}</label>
      {props.hint && (
        <p id={hintId} class="hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}

const entries = <T extends string>(names: Record<T, string>) => Object.entries(names) as [T, string][];

/** Search and insertion preferences; each is saved as soon as it changes. */
export function PreferencesSection() {
  const language = useStorageItem(languageItem);
  return (
    <section aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">{t('preferences')}</h2>
      <p class="hint">{t('savedAtOnce')}</p>
      <Choice id="rating" label={t('contentRating')} item={ratingItem} options={entries(RATING_NAMES)} />
      <InterfaceLanguage />
      <Choice
        id="language"
        label={t('searchLanguage')}
        item={languageItem}
        options={languageOptions(language)}
        hint={t('searchLanguageHint')}
      />
      <Choice
        id="insert-format"
        label={t('insertAs')}
        item={insertFormatItem}
        options={entries(FORMAT_NAMES)}
        hint={t('insertAsHint')}
      />
      <Choice
        id="insert-rendition"
        label={t('sizeToInsert')}
        item={insertRenditionItem}
        options={entries(RENDITION_NAMES)}
      />
      <Check
        id="insert-spacing"
        label={t('insertSpacing')}
        item={insertSpacingItem}
        hint={t('insertSpacingHint')}
      />
      <Check
        id="picture-full-size"
        label={t('pictureFullSize')}
        item={pictureFullSizeItem}
        hint={t('pictureFullSizeHint')}
      />
      <Choice id="theme" label={t('theme')} item={themeItem} options={entries(THEME_NAMES)} />
      <Choice
        id="data-saver"
        label={t('dataSaver')}
        item={dataSaverItem}
        options={entries(DATA_SAVER_NAMES)}
        hint={t('dataSaverHint')}
      />
      <Check id="hide-low-contrast" label={t('hideLowContrast')} item={hideLowContrastItem} />
      <Check id="keep-picker-open" label={t('keepPickerOpen')} item={keepPickerOpenItem} />
    </section>
  );
}
