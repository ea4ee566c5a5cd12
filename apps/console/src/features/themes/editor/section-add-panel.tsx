import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SECTION_TYPES, type SectionType } from '@mintfront/domain';

/** AddSection: the catalogue of section types (spec doc 2 §3), each with what it shows. */
export function SectionAddPanel({
  onAdd,
  onBack,
}: {
  onAdd: (type: SectionType) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('themes');
  return (
    <Flex vertical gap={8}>
      <Button onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        {t('back')}
      </Button>
      <ul className="theme-catalogue" aria-label={t('sections.catalogue')}>
        {SECTION_TYPES.map((type) => (
          <li key={type}>
            <Button
              block
              className="theme-catalogue-item"
              onClick={() => onAdd(type)}
              data-testid={`add-${type}`}
            >
              <Flex vertical align="flex-start">
                <Typography.Text strong>{t(`types.${type}`)}</Typography.Text>
                <Typography.Text
                  type="secondary"
                  style={{ whiteSpace: 'normal', textAlign: 'left' }}
                >
                  {t(`typeHelp.${type}`)}
                </Typography.Text>
              </Flex>
            </Button>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
