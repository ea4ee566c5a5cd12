// Pieces in plain markup, without antd: the sign-in screen is the console's first screen and
// loads before antd (issue 23 §5); the header's menus and the public frame share them.
export { Alert } from './alert.tsx';
export { Button } from './button.tsx';
export { Card } from './card.tsx';
export { MenuButton, type MenuChoice } from './menu-button.tsx';
export { TextField } from './text-field.tsx';
