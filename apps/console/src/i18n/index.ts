import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LANGUAGES, type Language } from '@mintfront/domain';
import { en } from './en/index.ts';
import { zh } from './zh/index.ts';

export const resources = { en, zh };
export const LANGUAGE_STORAGE_KEY = 'language';

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
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en',
  ns: Object.keys(en),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyToDocument(currentLanguage());

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Switches the console language and keeps the choice in this browser. */
export async function setLanguage(lang: Language) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** The current language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'en';
}

export { isLanguage };
export default i18n;
