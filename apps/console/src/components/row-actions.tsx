import type { ReactNode } from 'react';
import { App, Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type ConfirmActionProps = {
  label: string;
  /** The question the confirmation asks. */
  confirm: string;
  /** Shown once the action succeeded. */
  done: string;
  run: () => Promise<unknown>;
  /** The row's name, read after the label by screen readers. */
  name: string;
  icon?: ReactNode;
  danger?: boolean;
  testId?: string;
};

/** A row button that asks before it acts (delete, deactivate …) and says when it is done. */
export function ConfirmAction({
  label,
  confirm,
  done,
  run,
  name,
  icon,
  danger,
  testId,
}: ConfirmActionProps) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={confirm}
      okText={label}
      cancelText={t('cancel')}
      // A refusal was said already (the API client's toast, or `run` itself): only success is left to say.
      onConfirm={() =>
        run().then(
          () => void message.success(done),
          () => undefined,
        )
      }
    >
      <Button
        size="small"
        danger={danger}
        icon={icon}
        aria-label={`${label} ${name}`}
        data-testid={testId}
      >
        {label}
      </Button>
    </Popconfirm>
  );
}

type RowActionsProps = {
  /** The row's name, read after "Edit" / "Delete" by screen readers. */
  name: string;
  /** data-testids `<testId>-edit-<rowId>` and `<testId>-delete-<rowId>`. */
  testId?: string;
  rowId?: string | number;
  /** A handler, or the path of the edit screen. */
  edit?: (() => void) | string;
  editLabel?: string;
  remove?: { confirm: string; done: string; run: () => Promise<unknown> };
  /** Further actions after edit and delete. */
  children?: ReactNode;
};

/** The actions cell of a list row: Edit, Delete behind a confirmation, and any others. */
export function RowActions({
  name,
  testId,
  rowId,
  edit,
  editLabel,
  remove,
  children,
}: RowActionsProps) {
  const { t } = useTranslation('common');
  const id = (action: string) => (testId ? `${testId}-${action}-${rowId}` : undefined);
  const label = editLabel ?? t('edit');
  return (
    <Space wrap>
      {typeof edit === 'string' && (
        <Link to={edit} aria-label={`${label} ${name}`} data-testid={id('edit')}>
          <EditOutlined /> {label}
        </Link>
      )}
      {typeof edit === 'function' && (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={edit}
          aria-label={`${label} ${name}`}
          data-testid={id('edit')}
        >
          {label}
        </Button>
      )}
      {remove && (
        <ConfirmAction
          label={t('delete')}
          name={name}
          danger
          icon={<DeleteOutlined />}
          testId={id('delete')}
          {...remove}
        />
      )}
      {children}
    </Space>
  );
}
