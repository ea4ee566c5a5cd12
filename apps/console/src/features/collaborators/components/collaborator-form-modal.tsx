import { App, Button, Checkbox, Flex, Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COLLABORATOR_ROLES,
  CUSTOM_ROLE,
  ERRORS,
  type Collaborator,
  type Permission,
} from '@mintfront/domain';
import { useSaveCollaborator } from '../../../api/collaborators.ts';
import { EmailInput } from '../../../components/form/email-input.tsx';
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

/** Invite or edit a collaborator: e-mail, a named role presetting the §6 permission checkboxes (one bitmask), store fee, approval. */
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
    { email: t('fields.email'), storeFee: t('fields.storeFee'), role: t('roles.label') },
    ownerEmail,
  );

  const roleOf = (role: number) => COLLABORATOR_ROLES.find((r) => r.role === role);
  // A named role presets the boxes; changing a box makes the set a custom one (issue 22).
  const onValuesChange = (changed: Partial<Values>, all: Values) => {
    if (changed.role !== undefined) {
      const named = roleOf(changed.role ?? CUSTOM_ROLE);
      if (named) form.setFieldValue('allows', maskToChecked(named.allows, masks));
    } else if (changed.allows !== undefined) {
      const named = roleOf(all.role ?? CUSTOM_ROLE);
      if (
        named &&
        checkedToMask(changed.allows) !== checkedToMask(maskToChecked(named.allows, masks))
      )
        form.setFieldValue('role', CUSTOM_ROLE);
    }
  };
  // A role number no named role has (set before roles had names) shows as custom.
  const initialRole = (role: number) => (roleOf(role) ? role : CUSTOM_ROLE);
  const defaultRole =
    COLLABORATOR_ROLES.find((r) => r.allows === defaultAllows)?.role ?? CUSTOM_ROLE;

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
        noValidate
        form={form}
        layout="vertical"
        name="collaborator"
        onFinish={(v) => void submit(v)}
        onValuesChange={onValuesChange}
        initialValues={{
          email: collaborator?.email ?? '',
          allows: maskToChecked(collaborator?.allows ?? defaultAllows, masks),
          store_fee: collaborator ? String(Number(collaborator.storeFee)) : '0',
          require_approval: collaborator?.requireApproval ?? false,
          role: collaborator ? initialRole(collaborator.role) : defaultRole,
        }}
      >
        <Form.Item
          name="email"
          label={t('fields.email')}
          htmlFor="collaborator-email"
          rules={collaborator ? [] : rules.email}
        >
          <EmailInput
            id="collaborator-email"
            autoComplete="off"
            disabled={Boolean(collaborator)}
            data-testid="collaborator-email"
          />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('roles.label')}
          htmlFor="collaborator-role"
          extra={t('roles.help')}
        >
          <Select
            id="collaborator-role"
            data-testid="collaborator-role"
            style={{ maxWidth: 360 }}
            options={[
              ...COLLABORATOR_ROLES.map((r) => ({
                value: r.role,
                label: `${t(`roles.${r.key}.name`)}: ${t(`roles.${r.key}.text`)}`,
              })),
              { value: CUSTOM_ROLE, label: t('roles.custom') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('fields.permissions')} required={false}>
          <Flex gap={8} style={{ marginBottom: 8 }}>
            <Button
              size="small"
              onClick={() => {
                form.setFieldValue('allows', masks);
                form.setFieldValue('role', CUSTOM_ROLE);
              }}
              data-testid="collaborator-select-all"
            >
              {t('selectAll')}
            </Button>
            <Button
              size="small"
              onClick={() => {
                form.setFieldValue('allows', maskToChecked(defaultAllows, masks));
                form.setFieldValue('role', defaultRole);
              }}
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
      </Form>
    </Modal>
  );
}
