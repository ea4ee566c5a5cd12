import { App, Button, Checkbox, Flex, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERRORS, type Collaborator, type Permission } from '@mintfront/domain';
import { useSaveCollaborator } from '../../../api/collaborators.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { collaboratorRules } from './collaborator-rules.ts';
import { checkedToMask, maskToChecked } from './permission-mask.ts';

type Values = {
  email: string;
  allows: number[];
  store_fee: string;
  require_approval: boolean;
  role: number | null;
};

type Props = {
  /** null: a new invitation. */
  collaborator: Collaborator | null;
  permissions: Permission[];
  defaultAllows: number;
  ownerEmail: string | null | undefined;
  onClose: () => void;
};

/** Invite or edit a collaborator: e-mail, the §6 permission checkboxes (one bitmask), store fee, approval, role. */
export function CollaboratorFormModal({
  collaborator,
  permissions,
  defaultAllows,
  ownerEmail,
  onClose,
}: Props) {
  const { t } = useTranslation(['team', 'common']);
  const { message } = App.useApp();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const save = useSaveCollaborator();
  const masks = permissions.map((p) => p.mask);
  const rules = collaboratorRules(
    lang,
    { email: t('fields.email'), storeFee: t('fields.storeFee'), role: t('fields.role') },
    ownerEmail,
  );

  async function submit(values: Values) {
    const body = {
      email: values.email.trim(),
      allows: checkedToMask(values.allows ?? []),
      role: values.role ?? 0,
      store_fee: values.store_fee.trim(),
      require_approval: values.require_approval,
    };
    try {
      await save.mutateAsync({ id: collaborator?.id, body });
      void message.success(collaborator ? t('updated') : t('invited', { email: body.email }));
      onClose();
    } catch (error) {
      // E155 and "already invited" name the e-mail; the plan cap (E71) and others are toasts.
      showFormError(form, error, (text) => void message.error(text), {
        [ERRORS.E155.code]: 'email',
        40075: 'email',
      });
    }
  }

  return (
    <Modal
      open
      title={collaborator ? t('editTitle') : t('inviteTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={collaborator ? t('common:save') : t('sendInvite')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'collaborator-save' } as Record<`data-${string}`, string>}
      width={720}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="collaborator"
        onFinish={(v) => void submit(v)}
        initialValues={{
          email: collaborator?.email ?? '',
          allows: maskToChecked(collaborator?.allows ?? defaultAllows, masks),
          store_fee: collaborator ? String(Number(collaborator.storeFee)) : '0',
          require_approval: collaborator?.requireApproval ?? false,
          role: collaborator?.role ?? 0,
        }}
      >
        <Form.Item
          name="email"
          label={t('fields.email')}
          htmlFor="collaborator-email"
          rules={collaborator ? [] : rules.email}
        >
          <Input
            id="collaborator-email"
            inputMode="email"
            autoComplete="off"
            disabled={Boolean(collaborator)}
            data-testid="collaborator-email"
          />
        </Form.Item>
        <Form.Item label={t('fields.permissions')} required={false}>
          <Flex gap={8} style={{ marginBottom: 8 }}>
            <Button
              size="small"
              onClick={() => form.setFieldValue('allows', masks)}
              data-testid="collaborator-select-all"
            >
              {t('selectAll')}
            </Button>
            <Button
              size="small"
              onClick={() => form.setFieldValue('allows', maskToChecked(defaultAllows, masks))}
              data-testid="collaborator-defaults"
            >
              {t('defaults')}
            </Button>
          </Flex>
          <Form.Item name="allows" noStyle>
            <Checkbox.Group
              aria-label={t('fields.permissions')}
              data-testid="collaborator-permissions"
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                gap: 8,
              }}
            >
              {permissions.map((p) => (
                <Checkbox key={p.key} value={p.mask} data-testid={`permission-${p.key}`}>
                  {p.label}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
        </Form.Item>
        <Form.Item
          name="store_fee"
          label={t('fields.storeFee')}
          htmlFor="collaborator-fee"
          extra={t('storeFeeHelp')}
          rules={rules.storeFee}
        >
          <Input
            id="collaborator-fee"
            inputMode="decimal"
            style={{ width: 160 }}
            data-testid="collaborator-fee"
          />
        </Form.Item>
        <Form.Item
          name="require_approval"
          label={t('fields.requireApproval')}
          valuePropName="checked"
          htmlFor="collaborator-approval"
        >
          <Switch id="collaborator-approval" data-testid="collaborator-approval" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('fields.role')}
          htmlFor="collaborator-role"
          rules={rules.role}
        >
          <InputNumber
            id="collaborator-role"
            min={0}
            max={100}
            precision={0}
            data-testid="collaborator-role"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
