import { lazy } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import { MASK } from '@mintfront/domain';
import type { ConsoleRoute } from '../../app/route-types.ts';

/** spec doc 1 §2 Collection routes; §6: view mask 2, create and change mask 256. */
export const collectionsRoutes: ConsoleRoute[] = [
  {
    path: 'Collection',
    access: 'shop',
    mask: MASK.collectionView,
    screen: lazy(() => import('./collection-list.tsx')),
    menu: { label: 'collections', order: 200, icon: <AppstoreOutlined /> },
  },
  {
    path: 'Collection/CollectionDetail/:id?',
    access: 'shop',
    mask: MASK.collectionView,
    screen: lazy(() => import('./collection-detail.tsx')),
  },
  {
    path: 'Collection/CreatCollection/:id?',
    access: 'shop',
    mask: MASK.collectionChange,
    screen: lazy(() => import('./collection-create.tsx')),
  },
  {
    path: 'Collection/ChangeCollection/:id?',
    access: 'shop',
    mask: MASK.collectionChange,
    screen: lazy(() => import('./collection-change.tsx')),
  },
];
