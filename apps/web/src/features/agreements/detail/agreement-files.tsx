import { AGREEMENT_MESSAGES, type AgreementDetail } from '@kollega/domain';
import { AttachmentsSection } from '../../../ui/attachments-section';
import { useDeleteAgreementFile } from '../api/delete-agreement-file';
import { useUploadAgreementFile } from '../api/upload-agreement-file';

/** The agreement's attachments; a closed agreement's are read-only (hr-core §4). */
export function AgreementFiles({ agreement }: { agreement: AgreementDetail }) {
  const upload = useUploadAgreementFile(agreement.id);
  const remove = useDeleteAgreementFile(agreement.id);
  return (
    <AttachmentsSection
      title="Vedhæftede filer"
      files={agreement.files}
      disabled={agreement.isClosed}
      upload={upload}
      remove={remove}
      messages={AGREEMENT_MESSAGES}
    />
  );
}
