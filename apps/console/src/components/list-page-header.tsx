import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

export type CreateAction = { label: string; onClick: () => void; testId: string };

type ListPageHeaderProps = {
  title: string;
  /** A paragraph under the title saying what the page is for. */
  intro?: ReactNode;
  /** The primary "create" button; omitted when the member may not create. */
  create?: CreateAction;
  /** Further buttons shown before the create button. */
  actions?: ReactNode;
};

/** The head of every list page: the page title with its buttons, then the intro. */
export function ListPageHeader({ title, intro, create, actions }: ListPageHeaderProps) {
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        {(actions || create) && (
          <Flex gap={8}>
            {actions}
            {create && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={create.onClick}
                data-testid={create.testId}
              >
                {create.label}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      {intro && <Typography.Paragraph style={{ margin: 0 }}>{intro}</Typography.Paragraph>}
    </>
  );
}
