import { Card, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@mintfront/domain';
import { useUpdateLanguage } from '../../../api/users.ts';
import { setLanguage, useLanguage } from '../../../i18n/index.ts';

/** The console language, saved on the account (PUT /api/user/language). */
export function LanguageCard() {
  const { t } = useTranslation(['settings', 'common']);
  const lang = useLanguage();
  const save = useUpdateLanguage();
  const onChange = (next: Language) => {
    void setLanguage(next);
    save.mutate(next);
  };
  return (
    <Card title={<h2 className="card-title">{t('general.languageTitle')}</h2>}>
      <Typography.Paragraph>{t('general.languageText')}</Typography.Paragraph>
      <Form layout="vertical" name="language">
        <Form.Item
          label={t('common:language')}
          htmlFor="settings-language"
          style={{ marginBottom: 0 }}
        >
          <Select<Language>
            id="settings-language"
            value={lang}
            onChange={onChange}
            loading={save.isPending}
            style={{ maxWidth: 240 }}
            data-testid="settings-language"
            options={LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
