import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ConfigProviderProps } from 'antd';
import { LANGUAGES, type Language } from '@mintfront/domain';

export const LANGUAGE_STORAGE_KEY = 'language';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * What one language brings: the console's texts, antd's locale and dayjs's. A browser loads only
 * the languages it shows (issue 23 §5), so none of them is imported statically.
 */
const languagePacks = {
  en: async () => {
    const [{ en }, antd] = await Promise.all([
      import('./en/index.ts'),
      import('antd/locale/en_US'),
    ]);
    return { texts: en, antd: antd.default };
  },
  zh: async () => {
    const [{ zh }, antd] = await Promise.all([
      import('./zh/index.ts'),
      import('antd/locale/zh_CN'),
      import('dayjs/locale/zh-cn'),
    ]);
    return { texts: zh, antd: antd.default };
  },
} satisfies Record<Language, () => Promise<{ texts: object; antd: AntdLocale }>>;

const antdLocales = new Map<Language, AntdLocale>();

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language kept locally, else the browser's, else English. */
export function detectLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('zh')
    ? 'zh'
    : 'en';
}

function applyToDocument(lang: Language) {
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
}

i18n.on('languageChanged', (lng) => applyToDocument(isLanguage(lng) ? lng : 'en'));

void i18n.use(initReactI18next).init({
  resources: {},
  lng: detectLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Adds a language's texts to i18next and keeps its antd locale; loads each language once. */
export async function loadLanguage(lang: Language) {
  if (antdLocales.has(lang)) return;
  const { texts, antd } = await languagePacks[lang]();
  for (const [ns, table] of Object.entries(texts)) i18n.addResourceBundle(lang, ns, table);
  antdLocales.set(lang, antd);
}

/** Before the first render: the detected language's texts, then the document and dayjs follow it. */
export async function loadStartLanguage() {
  const lang = currentLanguage();
  await loadLanguage(lang);
  applyToDocument(lang);
}

/** antd's locale for a loaded language (the ConfigProvider's `locale`). */
export function antdLocale(lang: Language): AntdLocale | undefined {
  return antdLocales.get(lang);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Switches the console language and keeps the choice in this browser. */
export async function setLanguage(lang: Language) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** The current language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'en';
}

export { isLanguage };
export default i18n;
