import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COLOR_PATTERN,
  THEME_COLOR_KEYS,
  THEME_MODES,
  messageText,
  type ThemeColorKey,
  type ThemeColors,
  type ThemeMode,
} from '@mintfront/domain';
import { useLanguage } from '../../../i18n/index.ts';

/** ModeIndex: the two modes, each opening its colours. */
export function ModeIndexPanel({
  colors,
  onOpen,
}: {
  colors: ThemeColors;
  onOpen: (mode: ThemeMode) => void;
}) {
  const { t } = useTranslation('themes');
  return (
    <Flex vertical gap={8}>
      {THEME_MODES.map((mode) => (
        <Button
          key={mode}
          block
          onClick={() => onOpen(mode)}
          data-testid={`mode-${mode}`}
          style={{ height: 'auto', padding: 12 }}
        >
          <Flex justify="space-between" align="center" style={{ width: '100%' }}>
            <span>{t(`modes.${mode}`)}</span>
            <Flex gap={2} aria-hidden>
              {THEME_COLOR_KEYS.map((k) => (
                <span key={k} className="theme-swatch" style={{ background: colors[mode][k] }} />
              ))}
            </Flex>
          </Flex>
        </Button>
      ))}
    </Flex>
  );
}

/** ModeColor: the colours of one mode, as a picker and as #hex (spec: a colour that is not a colour is refused). */
export function ModeColorPanel({
  mode,
  colors,
  onChange,
  onBack,
}: {
  mode: ThemeMode;
  colors: Record<ThemeColorKey, string>;
  onChange: (key: ThemeColorKey, color: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('themes');
  const lang = useLanguage();
  return (
    <Form layout="vertical" component="div" data-testid={`colors-${mode}`}>
      <Button onClick={onBack} style={{ marginBottom: 12 }}>
        {t('back')}
      </Button>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('colorsOf', { mode: t(`modes.${mode}`) })}
      </Typography.Title>
      {THEME_COLOR_KEYS.map((key) => {
        const value = colors[key];
        const label = t(`colorKeys.${key}`);
        const valid = COLOR_PATTERN.test(value);
        const id = `color-${mode}-${key}`;
        return (
          <Form.Item
            key={key}
            label={label}
            htmlFor={id}
            validateStatus={valid ? undefined : 'error'}
            help={valid ? undefined : messageText('color', lang, { field: label })}
            style={{ marginBottom: 10 }}
          >
            <Flex gap={8} align="center">
              <input
                type="color"
                aria-label={t('pick', { field: label })}
                value={valid && value.length === 7 ? value : '#000000'}
                onChange={(e) => onChange(key, e.target.value)}
                className="theme-color-input"
                data-testid={`${id}-picker`}
              />
              <Input
                id={id}
                value={value}
                maxLength={9}
                onChange={(e) => onChange(key, e.target.value)}
                data-testid={id}
                style={{ width: 140 }}
              />
            </Flex>
          </Form.Item>
        );
      })}
    </Form>
  );
}
