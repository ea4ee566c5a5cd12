import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@mintfront/domain';
import { useSession } from '../api/session.ts';
import { useUpdateLanguage } from '../api/users.ts';
import { setLanguage, useLanguage } from '../i18n/index.ts';

/** en / 中文: kept on the server when signed in (PUT /api/user/language), locally always. */
export function LangSwitch() {
  const { t } = useTranslation(['common', 'layout']);
  const lang = useLanguage();
  const { token } = useSession();
  const saveOnServer = useUpdateLanguage();

  const choose = (next: Language) => {
    void setLanguage(next);
    if (token) saveOnServer.mutate(next);
  };

  const current = t(`languages.${lang}`);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: LANGUAGES.map((l) => ({
          key: l,
          label: <span lang={l === 'zh' ? 'zh-CN' : 'en'}>{t(`languages.${l}`)}</span>,
        })),
        selectable: true,
        selectedKeys: [lang],
        onClick: ({ key }) => choose(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        data-testid="lang-switch"
        aria-label={`${t('layout:languageSwitch')}: ${current}`}
      >
        {current}
      </Button>
    </Dropdown>
  );
}
