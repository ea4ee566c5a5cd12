import { BgColorsOutlined } from '@ant-design/icons';

/** The side menu's Appearance group (spec doc 2 §2): Theme, Pages, Navigation, Domain. */
export const appearanceGroup = {
  key: 'appearance',
  label: 'appearance',
  icon: <BgColorsOutlined />,
} as const;
