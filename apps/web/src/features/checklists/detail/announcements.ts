import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** dnd-kit's screen-reader texts in Danish: what is picked up, where it is, where it was dropped. */
export const DANISH_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Tryk på mellemrum eller enter for at tage elementet op. Flyt det med piletasterne. ' +
    'Tryk på mellemrum eller enter igen for at slippe det på den nye plads, eller tryk på escape for at fortryde.',
};

type Labelled = { data: { current?: Record<string, unknown> | undefined }; id: string | number } | null;

function labelOf(item: Labelled): string {
  const label = item?.data.current?.label;
  return typeof label === 'string' ? label : 'elementet';
}

/** Where the dragged item is now, e.g. 'plads 2 af 3 i gruppen Første dag'; supplied by the board. */
export type DescribePlace = (activeId: string, overId?: string) => string | null;

export function danishAnnouncements(describe: DescribePlace): Announcements {
  const place = (id: string | number, overId?: string | number) => {
    const text = describe(String(id), overId === undefined ? undefined : String(overId));
    return text ? ` Den er nu på ${text}.` : '';
  };
  return {
    onDragStart: ({ active }) => `Du har taget ${labelOf(active)} op.${place(active.id)}`,
    onDragOver: ({ active, over }) =>
      over
        ? `${labelOf(active)} er flyttet.${place(active.id, over.id)}`
        : `${labelOf(active)} er ikke over en plads.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active)} er sluppet.${place(active.id, over.id)}`
        : `${labelOf(active)} er sluppet uden at flytte.`,
    onDragCancel: ({ active }) => `Flytningen er fortrudt. ${labelOf(active)} er tilbage på sin plads.`,
  };
}
