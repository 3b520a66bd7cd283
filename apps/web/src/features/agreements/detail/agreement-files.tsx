import { AGREEMENT_MESSAGES, type AgreementDetail, DOCUMENT_ACCEPT } from '@kollega/domain';
import { AttachmentsSection } from '../../../ui/attachments-section';
import { useDeleteAgreementFile } from '../api/delete-agreement-file';
import { useUploadAgreementFile } from '../api/upload-agreement-file';

/**
 * The agreement's attachments; a closed agreement's are read-only (hr-core §4). The picker offers the types the
 * server accepts, as the documents picker does (issue 24).
 */
export function AgreementFiles({ agreement }: { agreement: AgreementDetail }) {
  const upload = useUploadAgreementFile(agreement.id);
  const remove = useDeleteAgreementFile(agreement.id);
  return (
    <AttachmentsSection
      title="Vedhæftede filer"
      files={agreement.files}
      disabled={agreement.isClosed}
      accept={DOCUMENT_ACCEPT}
      upload={upload}
      remove={remove}
      messages={AGREEMENT_MESSAGES}
    />
  );
}
