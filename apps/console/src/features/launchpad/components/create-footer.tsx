import { Button, Flex } from 'antd';
import { ModuleErrors, type ModuleError } from './module-errors.tsx';

/**
 * The end of a launchpad create form: the errors of each module, then the create button, which
 * stays disabled while a module has errors (spec doc 2 §5) or the creation is under way.
 */
export function CreateFooter({
  errors,
  submitting,
  label,
  testId,
}: {
  errors: ModuleError[];
  submitting: boolean;
  label: string;
  /** `{testId}-errors` names the list, `{testId}-submit` the button. */
  testId: string;
}) {
  return (
    <Flex vertical gap={12}>
      <ModuleErrors errors={errors} testId={`${testId}-errors`} />
      <Flex justify="flex-end">
        <Button
          type="primary"
          htmlType="submit"
          loading={submitting}
          disabled={errors.length > 0 || submitting}
          data-testid={`${testId}-submit`}
        >
          {label}
        </Button>
      </Flex>
    </Flex>
  );
}
