import { SECTION_CONFIGS, themePreviewBody, type LayoutSection } from '@mintfront/domain';
import type { core } from 'zod';
import type { ThemeDraft } from './theme-history.ts';

/** The issues of one section's config against its type (spec doc 2 §3, §5), by field key. */
export function sectionIssues(
  section: LayoutSection,
  config: unknown,
): Map<string, core.$ZodIssue> {
  const result = SECTION_CONFIGS[section.type].safeParse(config ?? {});
  const byField = new Map<string, core.$ZodIssue>();
  if (!result.success)
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!byField.has(key)) byField.set(key, issue);
    }
  return byField;
}

/** The sections whose config the server would refuse. */
export function invalidSections(draft: ThemeDraft): string[] {
  return draft.layout
    .filter((s) => sectionIssues(s, draft.sectionConfig[s.sectionId]).size > 0)
    .map((s) => s.sectionId);
}

/** Whether the whole draft passes the checks the server makes before previewing or saving. */
export const isDraftValid = (draft: ThemeDraft) =>
  themePreviewBody.safeParse(draft).success && invalidSections(draft).length === 0;
