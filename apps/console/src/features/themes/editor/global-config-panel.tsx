import { Form, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_FONTS, THEME_MODES, type ThemeGlobalConfig } from '@mintfront/domain';

/** ConfigIndex: the theme's default mode, font (default Poppins, spec doc 2 §9) and mode switch. */
export function GlobalConfigPanel({
  config,
  onChange,
}: {
  config: ThemeGlobalConfig;
  onChange: (patch: Partial<ThemeGlobalConfig>) => void;
}) {
  const { t } = useTranslation('themes');
  return (
    <Form layout="vertical" component="div" data-testid="global-config">
      <Form.Item label={t('global.defaultThemeMode')}>
        <Radio.Group
          value={config.defaultThemeMode}
          aria-label={t('global.defaultThemeMode')}
          onChange={(e) =>
            onChange({ defaultThemeMode: e.target.value as ThemeGlobalConfig['defaultThemeMode'] })
          }
          options={THEME_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
          data-testid="global-mode"
        />
      </Form.Item>
      <Form.Item label={t('global.fontFamily')} htmlFor="global-font">
        <Select
          id="global-font"
          value={config.fontFamily}
          onChange={(fontFamily) => onChange({ fontFamily })}
          options={THEME_FONTS.map((f) => ({
            value: f,
            label: f === 'System' ? t('global.systemFont') : f,
          }))}
          data-testid="global-font"
        />
      </Form.Item>
      <Form.Item
        label={t('global.showSwitchMode')}
        htmlFor="global-switch"
        extra={t('global.showSwitchModeHelp')}
      >
        <Switch
          id="global-switch"
          checked={config.showSwitchMode}
          onChange={(showSwitchMode) => onChange({ showSwitchMode })}
          data-testid="global-switch"
        />
      </Form.Item>
    </Form>
  );
}
