import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Opens the antd select of this test id and clicks the options with these titles (their labels). */
export async function pickOption(testId: string, ...names: string[]) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('input')!);
  for (const name of names) {
    const option = await waitFor(() => {
      const found = document.querySelector(
        `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${name}"]`,
      );
      if (!found) throw new Error(`no option ${name}`);
      return found;
    });
    fireEvent.click(option);
  }
}

/**
 * Sets the value of the input of this test id in one change event. A long form in jsdom is slow
 * to type into key by key; use userEvent where the keys themselves matter (maxLength, Enter).
 */
export async function setValue(testId: string, text: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });
  await Promise.resolve();
}
