import { useState } from 'react';
import { Button, Card, Flex, Form, Tag, Typography } from 'antd';
import { EyeOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { needsPreviewImage, type NftRank } from '@mintfront/domain';
import { fileUrl } from '../../../api/uploads.ts';
import { NftRankTag } from '../../../components/nft-tags.tsx';
import { MediaPreview, PreviewModal } from '../../../components/upload-field/preview-modal.tsx';
import { attrRowText } from './attribute-dialogs/attribute-field.tsx';
import type { NftFormValues } from './nft-form-values.ts';

/**
 * The right-hand live preview of the NFT form (spec doc 1 §2): the content as image, video or audio
 * by its extension (or a placeholder), the name, rank and properties as the form now holds them,
 * and the 545 px preview modal.
 */
export function NftLivePreview() {
  const { t } = useTranslation('nftForm');
  const form = Form.useFormInstance<NftFormValues>();
  const icon = Form.useWatch('icon', form) as string | null | undefined;
  const previewPath = Form.useWatch('preview', form) as string | null | undefined;
  // The preview image stands for audio, video and GLB content (the form asks for it only then).
  const poster = previewPath && needsPreviewImage(icon) ? fileUrl(previewPath) : null;
  const title = (Form.useWatch('title', form) as string | undefined)?.trim();
  const rank = Form.useWatch('rank', form) as NftRank | null | undefined;
  const properties = (Form.useWatch(['attrs', 'properties'], form) ??
    []) as NftFormValues['attrs']['properties'];
  const [open, setOpen] = useState(false);
  const name = title || t('preview.untitled');

  return (
    <Card
      title={<h2 className="card-title">{t('preview.title')}</h2>}
      size="small"
      data-testid="nft-preview"
    >
      <Flex vertical gap={8}>
        {icon ? (
          <MediaPreview
            url={fileUrl(icon)}
            poster={poster}
            name={name}
            style={{ width: '100%', maxHeight: 320 }}
          />
        ) : (
          <Flex
            vertical
            align="center"
            justify="center"
            gap={8}
            style={{ height: 200, background: '#f5f5f5', borderRadius: 8 }}
            data-testid="nft-preview-empty"
          >
            <PictureOutlined style={{ fontSize: 40, color: '#8c8c8c' }} aria-hidden />
            <Typography.Text type="secondary">{t('preview.empty')}</Typography.Text>
          </Flex>
        )}
        <Typography.Text strong data-testid="nft-preview-name">
          {name}
        </Typography.Text>
        {rank && (
          <div>
            <NftRankTag rank={rank} />
          </div>
        )}
        {properties.length > 0 && (
          <Flex wrap gap={4}>
            {properties.map((p, i) => (
              <Tag key={i}>{attrRowText('properties', p, t('attributes.of'))}</Tag>
            ))}
          </Flex>
        )}
        {icon && (
          <Button
            icon={<EyeOutlined />}
            onClick={() => setOpen(true)}
            data-testid="nft-preview-open"
          >
            {t('preview.open')}
          </Button>
        )}
      </Flex>
      {icon && (
        <PreviewModal
          open={open}
          onClose={() => setOpen(false)}
          title={t('preview.title')}
          url={fileUrl(icon)}
          poster={poster}
          name={name}
        />
      )}
    </Card>
  );
}
