import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@mintfront/domain';
import { getSession } from '../api/session.ts';
import { saveLanguage } from '../api/users.ts';
import { setLanguage, useLanguage } from '../i18n/index.ts';
import { MenuButton } from './plain/index.ts';

/**
 * en / 中文: kept on the server when signed in (PUT /api/user/language), locally always. Plain
 * markup, so the sign-in screen shows it before antd loads.
 */
export function LangSwitch() {
  const { t } = useTranslation(['common', 'layout']);
  const lang = useLanguage();

  const choose = (next: Language) => {
    void setLanguage(next);
    // The cached user keeps its old language: only the start-up reads it, before any switch.
    if (getSession().token) void saveLanguage(next).catch(() => undefined);
  };

  const current = t(`languages.${lang}`);
  return (
    <MenuButton
      label={`${current}: ${t('layout:languageSwitch')}`}
      icon={<GlobalOutlined />}
      text={current}
      chosen={lang}
      onChoose={choose}
      choices={LANGUAGES.map((l) => ({
        key: l,
        label: <span lang={l === 'zh' ? 'zh-CN' : 'en'}>{t(`languages.${l}`)}</span>,
      }))}
      data-testid="lang-switch"
    />
  );
}
