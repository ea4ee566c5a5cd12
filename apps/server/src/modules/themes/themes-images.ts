import { sectionImagePaths, type SectionConfig, type SectionType } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { uploadsService } from '../uploads/uploads.service.ts';

/**
 * The section's pictures must be this store's uploads of kind `themeImage` (issue 24: section
 * pictures are uploads, not links); else 40019 naming the field (`<prefix>.items.0.image`).
 */
export async function requireSectionImages(
  db: Db,
  shopId: number,
  type: SectionType,
  config: SectionConfig,
  prefix: string,
): Promise<void> {
  for (const { field, path } of sectionImagePaths(type, config))
    await uploadsService.requireOwnFile(db, shopId, path, 'themeImage', `${prefix}.${field}`);
}
