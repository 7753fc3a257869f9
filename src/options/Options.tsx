import { FrameSitesSection } from '../frame-sites/FrameSitesSection.tsx';
import { SlashGifSection } from '../slash-gif/SlashGifSection.tsx';
import { useTheme } from '../ui/index.ts';
import { AddressSection } from './AddressSection.tsx';
import { DiagnosticsSection } from './DiagnosticsSection.tsx';
import { FavoritesSection } from './FavoritesSection.tsx';
import { KeySection } from './KeySection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { SiteFormatsSection } from './SiteFormatsSection.tsx';
import { UsageDataSection } from './UsageDataSection.tsx';
import './options.css';
import { t } from '../i18n/index.ts';

/** The options page: key, preferences, service addresses and diagnostics, in tab order. */
export function Options() {
  useTheme();
  return (
    <main class="options">
      <h1>{t('settingsTitle')}</h1>
      <KeySection />
      <PreferencesSection />
      <SiteFormatsSection />
      <SlashGifSection />
      <FrameSitesSection />
      <FavoritesSection />
      <UsageDataSection />
      <AddressSection />
      <DiagnosticsSection />
    </main>
  );
}
