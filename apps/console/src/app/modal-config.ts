import type { ConfigProviderProps } from 'antd';

/**
 * Every dialog of the console: a body taller than the window scrolls inside the dialog, so its
 * title and buttons stay on screen (issue 22: the category dialog's Save was cut off). Given to
 * the ConfigProvider of the app and of the tests. 100px above (antd's `top`), the header, the
 * footer and the margins take about 260px.
 */
export const MODAL_CONFIG: ConfigProviderProps['modal'] = {
  styles: { body: { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' } },
};
