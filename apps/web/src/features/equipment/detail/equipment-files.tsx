import { EQUIPMENT_MESSAGES, type EquipmentDetail } from '@kollega/domain';
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
      accept=".pdf,.doc,.docx,.odt,.xlsx,.jpg,.jpeg,.png,.txt"
      upload={upload}
      remove={remove}
      messages={EQUIPMENT_MESSAGES}
    />
  );
}
