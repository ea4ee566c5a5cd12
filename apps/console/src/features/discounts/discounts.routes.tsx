import { lazy } from 'react';
import { TagOutlined } from '@ant-design/icons';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';

/** spec doc 2 §2 Discount routes; doc 1 §6 mask 16. */
export const discountsRoutes: ConsoleRoute[] = [
  {
    path: 'Discount',
    access: 'shop',
    mask: MASK.discounts,
    screen: lazy(() => import('./discount-list.tsx')),
    menu: { label: 'discounts', order: 500, icon: <TagOutlined /> },
  },
  {
    path: 'Discount/CreatDiscountCode',
    access: 'shop',
    mask: MASK.discounts,
    screen: lazy(() => import('./discount-create.tsx')),
  },
  {
    path: 'Discount/changeDiscount/:id',
    access: 'shop',
    mask: MASK.discounts,
    screen: lazy(() => import('./discount-change.tsx')),
  },
];
