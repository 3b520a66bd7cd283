import type { AdminTemplate, TemplateInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTemplatesQueryOptions } from '../api/admin-templates';
import { createTemplate } from '../api/create-template';
import { updateTemplate } from '../api/update-template';
import { uploadTemplateFile } from '../api/upload-template-file';

/** The template form's save: create or update, then the file when one was chosen. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      file,
      ...body
    }: TemplateInput & { id?: string; file?: File | null }): Promise<AdminTemplate> => {
      const saved = id ? await updateTemplate(id, body) : await createTemplate(body);
      return file ? uploadTemplateFile(saved.id, file) : saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminTemplatesQueryOptions.queryKey }),
  });
}
