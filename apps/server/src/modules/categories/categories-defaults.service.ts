import type { Language } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { wholePage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { categoriesRepo } from './categories.repo.ts';

export const categoryDefaultsService = {
  /** GET /api/classification/default: the platform's categories, marked when the shop holds them. */
  async defaults(db: Db, shopId: number, lang: Language) {
    const [all, selected] = await Promise.all([
      categoriesRepo.listDefaults(db),
      categoriesRepo.selectedDefaultIds(db, shopId),
    ]);
    const list = all.map((d) => ({
      classificationId: d.id,
      name: lang === 'zh' ? d.nameZh : d.nameEn,
      selected: selected.has(d.id),
    }));
    return wholePage(list);
  },

  /** POST /api/classification/default/set: copies the chosen defaults into the shop (type default). */
  async setDefaults(db: Db, shopId: number, ids: number[], lang: Language) {
    const unique = [...new Set(ids)];
    const found = await categoriesRepo.findDefaults(db, unique);
    if (found.length !== unique.length) throw new AppError('CATEGORY_NOT_FOUND');
    await categoriesRepo.copyDefaults(
      db,
      shopId,
      found.map((d) => ({ defaultId: d.id, name: lang === 'zh' ? d.nameZh : d.nameEn })),
    );
    return this.defaults(db, shopId, lang);
  },
};
