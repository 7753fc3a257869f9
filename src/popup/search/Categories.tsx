import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { isHttpUrl } from '../../client/http-url.ts';
import type { Category } from '../../client/index.ts';
import { chooseRendition } from '../../client/renditions.ts';
import { t } from '../../i18n/index.ts';
import { sendToBackground } from '../../messaging/index.ts';
import { DataSaving } from '../results/data-saving.ts';
// Styles of a screen loaded when first shown (lazy chunk), not on every open.
import './categories.css';

/** The categories change rarely: one request per popup. */
let loaded: Promise<Category[]> | null = null;

/**
 * Browsing categories (empty box, GIFs tab): each category with its featured GIF and name;
 * choosing one shows its subcategories as chips, choosing a chip searches it.
 */
export function Categories(props: { motion: boolean; onSearch(text: string): void }) {
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<Category | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const saving = useContext(DataSaving) === true;
  useEffect(() => {
    let live = true;
    loaded ??= sendToBackground({ type: 'listCategories' });
    loaded.then(
      (found) => live && setCategories(found),
      () => {
        loaded = null;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly opened category takes the focus.
  useEffect(() => heading.current?.focus(), [open]);

  if (failed) return <p class="empty">{t('categoriesFailed')}</p>;
  if (!categories) return <p class="empty">{t('loadingCategories')}</p>;
  if (open)
    return (
      <section class="categories" aria-labelledby="category-heading">
        <h2 id="category-heading" ref={heading} tabIndex={-1}>
          {open.name}
        </h2>
        <ul class="subcategories">
          {open.subcategories.map((sub) => (
            <li key={sub.name}>
              <button type="button" class="chip" onClick={() => props.onSearch(sub.name)}>
                {sub.name}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" class="chip back" onClick={() => setOpen(null)}>
          {t('allCategories')}
        </button>
      </section>
    );
  return (
    <section class="categories" aria-label={t('categories')}>
      <ul class="category-list">
        {categories.map((category) => {
          // Data saver: a still at half the size.
          const preview = chooseRendition(category.gif?.images ?? {}, {
            width: saving ? 55 : 110,
            motion: props.motion && !saving,
            saveData: saving,
            formats: ['webp', 'gif'],
          });
          return (
            <li key={category.name}>
              <button type="button" class="category" onClick={() => setOpen(category)}>
                {isHttpUrl(preview?.url) ? <img src={preview.url} alt="" /> : null}
                <span>{category.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
