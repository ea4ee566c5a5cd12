import { App, Button, Checkbox, Flex, Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COLLABORATOR_ROLES,
  CUSTOM_ROLE,
  ERRORS,
  collaboratorInviteBody,
  collaboratorUpdateBody,
  type Collaborator,
  type Permission,
} from '@mintfront/domain';
import { useSaveCollaborator, type CollaboratorInput } from '../../../api/collaborators.ts';
import { EmailInput } from '../../../components/form/email-input.tsx';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { notOwnerEmailRule, storeFeeRequired } from './collaborator-rules.ts';
import { checkedToMask, maskToChecked } from './permission-mask.ts';

/** The fields of the form, stated once (spec doc 2 §3 collaborator, §6; labels in `team`). */
const FIELDS = fieldList<never>()({
  email: { label: 'fields.email', initial: '', to: (v: string | undefined) => v?.trim() ?? '' },
  role: {
    label: 'roles.label',
    initial: CUSTOM_ROLE as number | null,
    to: (v: number | null) => v ?? 0,
  },
  /** The checked boxes, sent as one bitmask. */
  allows: {
    label: 'fields.permissions',
    initial: [] as number[],
    to: (v: number[] | undefined) => checkedToMask(v ?? []),
  },
  store_fee: {
    label: 'fields.storeFee',
    initial: '0',
    to: (v: string | undefined) => v?.trim() ?? '',
  },
  require_approval: { label: 'fields.requireApproval', initial: false },
});
type Values = ValuesOf<typeof FIELDS>;

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
  // An edit sends the changes (the e-mail stays as invited).
  const { form, item, body, lang } = useSchemaForm({
    schema: collaboratorInviteBody,
    bodySchema: collaborator ? collaboratorUpdateBody : collaboratorInviteBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const save = useSaveCollaborator();
  const masks = permissions.map((p) => p.mask);
  const emailItem = item('email');
  const feeItem = item('store_fee');

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
    const parsed = body(values) as CollaboratorInput | null;
    if (!parsed) return;
    try {
      await save.mutateAsync({ id: collaborator?.id, body: parsed });
      void message.success(
        collaborator ? t('updated') : t('invited', { email: parsed.email ?? '' }),
      );
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
          {...emailItem}
          htmlFor="collaborator-email"
          rules={collaborator ? [] : [...emailItem.rules, notOwnerEmailRule(ownerEmail, lang)]}
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
          label={item('role').label}
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
        {/* Required though the schema reads a fee left out as 0: the form always sends one. */}
        <Form.Item
          {...feeItem}
          htmlFor="collaborator-fee"
          extra={t('storeFeeHelp')}
          rules={[storeFeeRequired(lang, feeItem.label), ...feeItem.rules]}
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
          label={item('require_approval').label}
          valuePropName="checked"
          htmlFor="collaborator-approval"
        >
          <Switch id="collaborator-approval" data-testid="collaborator-approval" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
