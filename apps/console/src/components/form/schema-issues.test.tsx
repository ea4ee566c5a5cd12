import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { z } from 'zod';
import { MESSAGES, createBoxBody, discountBody } from '@mintfront/domain';
import { renderWithProviders } from '../../test/render.tsx';
import { parseOnForm, schemaIssueFields } from './schema-issues.ts';

const labelOf = ([name]: string[]) =>
  ({ code: 'Code', value: 'Value', end_at: 'End', start_at: 'Start' })[name as 'code'] ?? name!;
const valid = {
  code: 'SPRING',
  value: '10',
  start_at: '2026-05-01T00:00:00Z',
  end_at: '2026-06-01T00:00:00Z',
};

describe('schemaIssueFields', () => {
  it('puts an object-level rule with a path (end before start, spec doc 2 §5) on the field of its path', () => {
    const issues = discountBody.safeParse({ ...valid, end_at: '2026-04-01T00:00:00Z' }).error!
      .issues;
    expect(schemaIssueFields(issues, { lang: 'en', labelOf })).toEqual([
      { name: ['end_at'], errors: [MESSAGES.endBeforeStart.en] },
    ]);
    expect(schemaIssueFields(issues, { lang: 'zh', labelOf })).toEqual([
      { name: ['end_at'], errors: [MESSAGES.endBeforeStart.zh] },
    ]);
  });

  it('names the field in its message and keeps the first issue of each field', () => {
    const issues = discountBody.safeParse({ ...valid, code: '', value: '0' }).error!.issues;
    expect(schemaIssueFields(issues, { lang: 'en', labelOf })).toEqual([
      { name: ['code'], errors: ['Code is required'] },
      { name: ['value'], errors: [MESSAGES.discountValue.en] },
    ]);
  });

  it('fills the limit of a too-long text', () => {
    const issues = discountBody.safeParse({ ...valid, code: 'X'.repeat(33) }).error!.issues;
    expect(schemaIssueFields(issues, { lang: 'en', labelOf })).toEqual([
      { name: ['code'], errors: ['Code cannot be longer than 32 characters'] },
    ]);
  });

  it('puts a rule on the whole object (no path) on the field the form names for it, or nowhere', () => {
    const schema = z
      .object({ code: z.string() })
      .refine((b) => b.code !== 'taken', { error: 'required' });
    const issues = schema.safeParse({ code: 'taken' }).error!.issues;
    expect(schemaIssueFields(issues, { lang: 'en', labelOf, objectField: 'code' })).toEqual([
      { name: ['code'], errors: ['Code is required'] },
    ]);
    expect(schemaIssueFields(issues, { lang: 'en', labelOf })).toEqual([]);
  });

  it('shows a schema key on the field the form names differently (fieldMap), its object-level rule too', () => {
    const image = `ab/cd/${'e'.repeat(64)}.png`;
    const box = { icon: image, title: 'Box', contract_id: 3, category: '1' };
    const options = {
      lang: 'en' as const,
      labelOf: ([name]: string[]) => (name === 'icon' ? 'Box image' : 'Series content'),
      fieldMap: { content: 'icon', contents: 'series' },
    };
    const otherImage = createBoxBody.safeParse({
      ...box,
      content: image.replace('e', 'f'),
      contents: [{ rank: 1, nft_id: 7, quantity: 1 }],
    }).error!.issues;
    expect(schemaIssueFields(otherImage, options)).toEqual([
      { name: ['icon'], errors: [MESSAGES.boxContentSameImage.en] },
    ]);
    const noSeries = createBoxBody.safeParse({ ...box, contents: [] }).error!.issues;
    expect(schemaIssueFields(noSeries, options).map((f) => f.name)).toEqual([['series']]);
  });

  it('maps a nested path to the field the form gives it', () => {
    const schema = z.object({
      attrs: z.object({ levels: z.array(z.string({ error: 'required' })) }),
    });
    const issues = schema.safeParse({ attrs: { levels: [1] } }).error!.issues;
    const fieldOf = (path: readonly PropertyKey[]) => path.slice(0, 2).map(String);
    expect(schemaIssueFields(issues, { lang: 'en', labelOf: () => 'Levels', fieldOf })).toEqual([
      { name: ['attrs', 'levels'], errors: ['Levels is required'] },
    ]);
  });
});

describe('parseOnForm', () => {
  function DiscountDates({ onValid }: { onValid: (body: unknown) => void }) {
    const [form] = Form.useForm();
    return (
      <Form
        form={form}
        initialValues={valid}
        onFinish={() => {
          // Every value, also those of the fields this small form does not show.
          const body = parseOnForm(form, discountBody, form.getFieldsValue(true), {
            lang: 'en',
            labelOf,
          });
          if (body) onValid(body);
        }}
      >
        <Form.Item
          name="code"
          label="Code"
          rules={[{ required: true, message: 'Code is required' }]}
        >
          <Input aria-label="Code" />
        </Form.Item>
        <Form.Item name="end_at" label="End">
          <Input aria-label="End" />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>
    );
  }

  it('shows end-before-start on the end field and hands on nothing', async () => {
    const sent: unknown[] = [];
    renderWithProviders(<DiscountDates onValid={(b) => sent.push(b)} />);
    await userEvent.clear(screen.getByLabelText('End'));
    await userEvent.type(screen.getByLabelText('End'), '2026-04-01T00:00:00Z');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.endBeforeStart.en)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('puts the cursor in the field of the first issue', async () => {
    renderWithProviders(<DiscountDates onValid={() => {}} />);
    await userEvent.clear(screen.getByLabelText('End'));
    await userEvent.type(screen.getByLabelText('End'), '2026-04-01T00:00:00Z');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.endBeforeStart.en);
    await vi.waitFor(() => expect(screen.getByLabelText('End')).toHaveFocus());
  });

  it("a submit refused by the form's own rules puts the cursor in the first field in error too", async () => {
    renderWithProviders(<DiscountDates onValid={() => {}} />);
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Code is required');
    await vi.waitFor(() => expect(screen.getByLabelText('Code')).toHaveFocus());
  });

  it('hands on the parsed body when the schema accepts it', async () => {
    const sent: unknown[] = [];
    renderWithProviders(<DiscountDates onValid={(b) => sent.push(b)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      code: 'SPRING',
      value: 1000,
      end_at: new Date('2026-06-01T00:00:00Z'),
    });
  });
});
