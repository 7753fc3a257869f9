import {
  hideLowContrastItem,
  type INSERT_FORMATS,
  type INSERT_RENDITIONS,
  insertFormatItem,
  insertRenditionItem,
  insertSpacingItem,
  keepPickerOpenItem,
  languageItem,
  type RATINGS,
  ratingItem,
  type THEMES,
  themeItem,
} from '../settings/index.ts';
import type { StorageItem } from '../storage/storage-item.ts';
import { useStorageItem } from '../ui/index.ts';
import { languageOptions } from './languages.ts';

const RATING_NAMES: Record<(typeof RATINGS)[number], string> = {
  g: 'G: everyone',
  pg: 'PG',
  'pg-13': 'PG-13',
  r: 'R: adults',
};
export const FORMAT_NAMES: Record<(typeof INSERT_FORMATS)[number], string> = {
  url: 'Plain URL',
  markdown: 'Markdown',
  html: 'HTML',
  bbcode: 'BBCode',
};
const RENDITION_NAMES: Record<(typeof INSERT_RENDITIONS)[number], string> = {
  downsized_medium: 'Largest GIF under 5 MB (downsized_medium)',
  downsized: 'GIF under 2 MB (downsized)',
  downsized_large: 'GIF under 8 MB (downsized_large)',
  original: 'Original size (original)',
  fixed_height: '200 px high (fixed_height)',
  fixed_width: '200 px wide (fixed_width)',
  fixed_height_small: '100 px high (fixed_height_small)',
  fixed_width_small: '100 px wide (fixed_width_small)',
  fixed_height_downsampled: '200 px high, 6 frames (fixed_height_downsampled)',
  fixed_width_downsampled: '200 px wide, 6 frames (fixed_width_downsampled)',
  preview_gif: 'Preview under 50 KB (preview_gif)',
};
const THEME_NAMES: Record<(typeof THEMES)[number], string> = {
  auto: 'Same as the system',
  light: 'Light',
  dark: 'Dark',
};

interface ChoiceProps<T extends string> {
  id: string;
  label: string;
  item: StorageItem<T>;
  options: readonly (readonly [T, string])[];
}

/** One select bound to a storage item: a change is saved at once and reaches open pages. */
function Choice<T extends string>({ id, label, item, options }: ChoiceProps<T>) {
  const value = useStorageItem(item);
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value ?? item.fallback}
        onChange={(event) => void item.setValue(event.currentTarget.value as T)}
      >
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One checkbox bound to a boolean storage item, saved at once. */
function Check(props: { id: string; label: string; item: StorageItem<boolean> }) {
  const checked = useStorageItem(props.item);
  return (
    <div class="field field-check">
      <input
        id={props.id}
        type="checkbox"
        checked={checked ?? false}
        onChange={(event) => void props.item.setValue(event.currentTarget.checked)}
      />
      <label for={props.id}>{props.label}</label>
    </div>
  );
}

const entries = <T extends string>(names: Record<T, string>) => Object.entries(names) as [T, string][];

/** Search and insertion preferences; each is saved as soon as it changes. */
export function PreferencesSection() {
  const language = useStorageItem(languageItem);
  const spacing = useStorageItem(insertSpacingItem);
  return (
    <section aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Preferences</h2>
      <p class="hint">Changes are saved at once.</p>
      <Choice id="rating" label="Content rating" item={ratingItem} options={entries(RATING_NAMES)} />
      <Choice id="language" label="Search language" item={languageItem} options={languageOptions(language)} />
      <Choice id="insert-format" label="Insert as" item={insertFormatItem} options={entries(FORMAT_NAMES)} />
      <Choice
        id="insert-rendition"
        label="Size to insert"
        item={insertRenditionItem}
        options={entries(RENDITION_NAMES)}
      />
      <div class="field field-check">
        <input
          id="insert-spacing"
          type="checkbox"
          checked={spacing ?? insertSpacingItem.fallback}
          aria-describedby="insert-spacing-hint"
          onChange={(event) => void insertSpacingItem.setValue(event.currentTarget.checked)}
        />
        <label for="insert-spacing">Put spaces around an inserted link</label>
        <p id="insert-spacing-hint" class="hint">
          URL and Markdown only, where the text beside it is not already a space
        </p>
      </div>
      <Choice id="theme" label="Theme" item={themeItem} options={entries(THEME_NAMES)} />
      <Check id="hide-low-contrast" label="Hide low-contrast stickers" item={hideLowContrastItem} />
      <Check id="keep-picker-open" label="Keep the picker open after inserting" item={keepPickerOpenItem} />
    </section>
  );
}
