import { z } from 'zod';

/** /skabeloner ('Skabeloner', hr-core §2 contracts page, docs/rules/platform.md#ruling-23). */
export const TEMPLATE_MESSAGES = {
  pageTitle: 'Skabeloner',
  empty: 'Ingen skabeloner endnu.',
  download: 'Download',
} as const;

export const documentTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  /** The download's file name, e.g. 'Ansættelseskontrakt.pdf'. */
  fileName: z.string(),
  /** `/api/templates/{id}/file`. */
  url: z.string(),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;
export const documentTemplateListSchema = z.object({ templates: z.array(documentTemplateSchema) });
export type DocumentTemplateList = z.infer<typeof documentTemplateListSchema>;
