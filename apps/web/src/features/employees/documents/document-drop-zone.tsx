import type { EmployeeDocumentKind } from '@kollega/domain';
import { Button, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useUploadEmployeeDocument } from '../api/upload-document';
import { DOCUMENT_ACCEPT, documentProblem, uploadErrorMessage } from './document-checks';
import classes from './document-drop-zone.module.css';

/** Not in the spec: one file per upload keeps the progress bar and the error about one file. */
const ONE_FILE_AT_A_TIME = 'Vælg én fil ad gangen.';

type DocumentDropZoneProps = {
  employeeId: string;
  kind: EmployeeDocumentKind;
  /** The button's text: 'Upload kontrakt', 'Upload dokument'. */
  buttonLabel: string;
};

/** A drag carries files (not text or a link dragged from the page). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Upload by dropping a file on the zone or choosing one with the button (the keyboard's way in; the file input
 * itself is hidden). The file's type and size are checked before anything is sent.
 */
export function DocumentDropZone({ employeeId, kind, buttonLabel }: DocumentDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadEmployeeDocument(employeeId);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave also fire when the pointer crosses the zone's children: count them.
  const dragDepth = useRef(0);

  const send = (files: ArrayLike<File> | null | undefined) => {
    if (!files || files.length === 0 || upload.isPending) return;
    const file = files[0];
    if (files.length > 1 || !file) {
      setProblem(ONE_FILE_AT_A_TIME);
      return;
    }
    const found = documentProblem(file);
    setProblem(found);
    if (found) return;
    setProgress(0);
    upload.mutate(
      { kind, file, onProgress: setProgress },
      { onError: (error) => setProblem(uploadErrorMessage(error)) },
    );
  };

  const onDragEnter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    // Without this the browser opens the dropped file instead of handing it to onDrop.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    send(event.dataTransfer?.files);
  };

  const percent = Math.round(progress * 100);

  return (
    <Stack
      gap="xs"
      className={classes.zone}
      data-active={dragging || undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <Group gap="sm">
        <IconUpload size={20} stroke={1.75} aria-hidden="true" color="var(--mantine-color-gray-7)" />
        <Text size="sm">Træk en fil hertil, eller</Text>
        <Button
          variant="light"
          size="sm"
          onClick={() => inputRef.current?.click()}
          loading={upload.isPending}
          aria-describedby={hintId}
        >
          {buttonLabel}
        </Button>
      </Group>
      <Text size="xs" c="gray.7" id={hintId}>
        PDF, Word, ODT, Excel, JPG, PNG eller TXT, højst 20 MB.
      </Text>
      <VisuallyHidden>
        {/* Out of the tab order: the button above opens it, so keyboard users meet one control, not two. */}
        <input
          ref={inputRef}
          type="file"
          accept={DOCUMENT_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`document-input-${kind}`}
          onChange={(event) => {
            send(event.currentTarget.files);
            // Let the same file be chosen again after a failure.
            event.currentTarget.value = '';
          }}
        />
      </VisuallyHidden>
      {upload.isPending ? (
        <Group gap="sm" wrap="nowrap">
          <Progress value={percent} aria-label="Upload" flex={1} />
          <Text size="xs" c="gray.7" miw={40} ta="right">
            {percent} %
          </Text>
        </Group>
      ) : null}
      <div role="alert">
        {problem ? (
          <Group gap={6} wrap="nowrap">
            <IconAlertCircle size={18} color="var(--mantine-color-red-8)" aria-hidden="true" />
            <Text size="sm" c="red.8" fw={500}>
              {problem}
            </Text>
          </Group>
        ) : null}
      </div>
    </Stack>
  );
}
