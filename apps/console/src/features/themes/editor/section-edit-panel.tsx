import { Button, Flex, Form, Input, Radio, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SECTION_ALIGNMENTS, SECTION_TITLE_MAX, type LayoutSection } from '@mintfront/domain';
import { useLanguage } from '../../../i18n/index.ts';
import { issueText } from '../../../components/zod-rule.ts';
import { sectionIssues } from './draft-check.ts';
import { useEditorOptions } from './editor-options.ts';
import { SectionField } from './section-field.tsx';
import { SECTION_FIELDS } from './section-fields.ts';
import { sectionName } from './section-list-panel.tsx';

type Props = {
  section: LayoutSection;
  config: Record<string, unknown>;
  onSection: (patch: Partial<LayoutSection>) => void;
  onConfig: (key: string, value: unknown) => void;
  onBack: () => void;
};

/** EditSection: a section's title, alignment and visibility, then its type's settings. */
export function SectionEditPanel({ section, config, onSection, onConfig, onBack }: Props) {
  const { t } = useTranslation('themes');
  const lang = useLanguage();
  const options = useEditorOptions();
  const issues = sectionIssues(section, config);
  const id = `section-${section.sectionId}`;
  const labelOf = (key: string) => t(`fields.${key}` as 'fields.title');
  const messages = new Map(
    [...issues].map(([path, issue]) => [
      path,
      issueText(issue, lang, { field: labelOf(path.split('.').at(-1)!) }),
    ]),
  );
  return (
    <Form layout="vertical" component="div" data-testid="section-edit">
      <Button onClick={onBack} style={{ marginBottom: 12 }} data-testid="section-back">
        {t('back')}
      </Button>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {sectionName(t, section)}
      </Typography.Title>
      <Form.Item
        label={t('fields.sectionTitle')}
        htmlFor={`${id}-heading`}
        extra={t('sectionTitleHelp')}
        style={{ marginBottom: 12 }}
      >
        <Input
          id={`${id}-heading`}
          value={section.title}
          maxLength={SECTION_TITLE_MAX}
          onChange={(e) => onSection({ title: e.target.value })}
          data-testid={`${id}-heading`}
        />
      </Form.Item>
      <Form.Item label={t('fields.alignment')} style={{ marginBottom: 12 }}>
        <Radio.Group
          value={section.alignment}
          onChange={(e) => onSection({ alignment: e.target.value as LayoutSection['alignment'] })}
          options={SECTION_ALIGNMENTS.map((a) => ({ value: a, label: t(`choices.${a}`) }))}
          aria-label={t('fields.alignment')}
        />
      </Form.Item>
      <Form.Item label={t('fields.hidden')} htmlFor={`${id}-hidden`} style={{ marginBottom: 12 }}>
        <Switch
          id={`${id}-hidden`}
          checked={section.close}
          onChange={(close) => onSection({ close })}
        />
      </Form.Item>
      <Flex vertical>
        {SECTION_FIELDS[section.type].map((spec) => (
          <SectionField
            key={spec.key}
            spec={spec}
            id={`${id}-${spec.key}`}
            label={labelOf(spec.key)}
            value={config[spec.key]}
            error={messages.get(spec.key)}
            errors={messages}
            options={options}
            onChange={(value) => onConfig(spec.key, value)}
          />
        ))}
      </Flex>
    </Form>
  );
}
