import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import {
  MESSAGES,
  accountInfoBody,
  investigationBody,
  email,
  password,
  personName,
  storeName,
  type Language,
} from '@mintfront/domain';
import { renderWithProviders } from '../test/render.tsx';
import { differsFromRule, matchesRule, zodMessage, zodRule } from './zod-rule.ts';

describe('zodMessage', () => {
  it('answers the domain message of the first issue in English and Chinese', () => {
    expect(zodMessage(password, 'short', 'en', { field: 'Password' })).toBe(
      MESSAGES.passwordRule.en,
    );
    expect(zodMessage(password, 'short', 'zh', { field: '密码' })).toBe(MESSAGES.passwordRule.zh);
    expect(zodMessage(storeName, 'my store!', 'en', { field: 'Store name' })).toBe(
      MESSAGES.storeNameChars.en,
    );
  });

  it('fills the field name into "required" in each language', () => {
    expect(zodMessage(email, '', 'en', { field: 'Email' })).toBe('Email is required');
    expect(zodMessage(email, '', 'zh', { field: '邮箱' })).toBe('请输入邮箱');
  });

  it('fills the limit of a too-long text', () => {
    const nickname = accountInfoBody.shape.country;
    expect(zodMessage(nickname, 'x'.repeat(61), 'en', { field: 'Country' })).toBe(
      'Country cannot be longer than 60 characters',
    );
  });

  it('lets an empty optional value pass and judges a typed one', () => {
    expect(zodMessage(personName, '', 'en', { field: 'Surname', optional: true })).toBeNull();
    expect(zodMessage(personName, 'A', 'en', { field: 'Surname', optional: true })).toBe(
      MESSAGES.personName.en,
    );
  });

  it('asks for a choice when an enum field is empty', () => {
    const revenue = investigationBody.shape.data.shape.revenue;
    expect(zodMessage(revenue, undefined, 'en', { field: 'Revenue' })).toBe('Revenue is required');
    expect(zodMessage(revenue, undefined, 'zh', { field: '收入' })).toBe('请输入收入');
  });

  it('answers null for a valid value', () => {
    expect(zodMessage(password, 'Secret123', 'en', { field: 'Password' })).toBeNull();
  });
});

function PasswordForm({ lang }: { lang: Language }) {
  return (
    <Form name="t" onFinish={() => {}}>
      <Form.Item name="old" label="Old">
        <Input />
      </Form.Item>
      <Form.Item
        name="password"
        label="Password"
        rules={[
          zodRule(password, lang, { field: 'Password' }),
          differsFromRule('old', 'passwordSame', lang),
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="confirm" label="Confirm" rules={[matchesRule('password', lang)]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Go</Button>
    </Form>
  );
}

describe('zodRule in an antd Form', () => {
  it('shows the English message under the field on submit', async () => {
    renderWithProviders(<PasswordForm lang="en" />);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(MESSAGES.passwordRule.en)).toBeInTheDocument();
  });

  it('shows the Chinese message under the field on submit', async () => {
    renderWithProviders(<PasswordForm lang="zh" />);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(MESSAGES.passwordRule.zh)).toBeInTheDocument();
  });

  it('applies the cross-field rules: new differs from old, confirmation matches', async () => {
    renderWithProviders(<PasswordForm lang="en" />);
    await userEvent.type(screen.getByLabelText('Old'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm'), 'Secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(MESSAGES.passwordSame.en)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.passwordMismatch.en)).toBeInTheDocument();
  });
});
