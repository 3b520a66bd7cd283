import { DOCUMENT_ACCEPT, EQUIPMENT_MESSAGES, type EquipmentDetail } from '@kollega/domain';
import { AttachmentsSection } from '../../../ui/attachments-section';
import { useDeleteEquipmentFile } from '../api/delete-equipment-file';
import { useUploadEquipmentFile } from '../api/upload-equipment-file';

/** Receipts and photos of an item. */
export function EquipmentFiles({ item }: { item: EquipmentDetail }) {
  const upload = useUploadEquipmentFile(item.id);
  const remove = useDeleteEquipmentFile(item.id);
  return (
    <AttachmentsSection
      title="Filer"
      files={item.files}
      accept={DOCUMENT_ACCEPT}
      upload={upload}
      remove={remove}
      messages={EQUIPMENT_MESSAGES}
    />
  );
}
