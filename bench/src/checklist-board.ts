// A large checklist (issue 12: 20 groups × 30 tasks): loading the page's data, GET /api/checklists/:id, against
// the raw SQL that reads the same rows; and reordering, POST …/tasks/:taskId/move (one row's position and group,
// the checklist touched and locked, an audit row) with a task moved to a random place, against a raw update.
import { type ChecklistBoard, expandChecklistBoard } from '@kollega/domain';
import type { App } from '@kollega/server/src/app';
import { checklistGroups, checklistSubTasks, checklistTasks } from '@kollega/server/src/db/schema/index';
import { insertDemoChecklist, largeDemoChecklist } from '@kollega/server/src/testing/demo-checklists';
import { createCompanyWithOwner, loginAs } from '@kollega/server/src/testing/factories';
import { and, eq, sql } from 'drizzle-orm';
import { type Measurement, measureHttp, measureLoop } from './measure';
import { explainInCompany, printPlan, settleStatistics } from './query-plans';
import { countQueries } from './timereg-overview';

export const CHECKLIST_GROUPS = 20;
export const CHECKLIST_TASKS_PER_GROUP = 30;
/** Issue 32: the load within 1.5 × the raw read of its rows, and at most 60 kB of JSON. */
export const CHECKLIST_GOAL_RATIO = 1.5;
export const CHECKLIST_GOAL_BYTES = 60_000;

export interface ChecklistBoardFigures {
  rawLoad: Measurement;
  load: Measurement;
  rawMove: Measurement;
  move: Measurement;
  responseBytes: number;
  /** SQL statements (PGlite: queries and transactions) one load sends. */
  statements: number;
}

/** Runs against an app already listening on 127.0.0.1 (`origin`), on its own database. */
export async function benchChecklistBoard(
  app: App,
  origin: string,
  options: { seconds: number; warmUpSeconds: number },
): Promise<ChecklistBoardFigures> {
  const db = app.database.db;
  const { companyId, owner } = await createCompanyWithOwner(app);
  const checklistId = await insertDemoChecklist(
    db,
    companyId,
    largeDemoChecklist(CHECKLIST_GROUPS, CHECKLIST_TASKS_PER_GROUP),
  );
  await settleStatistics(app.database);
  const cookie = await loginAs(app, owner);
  const url = `${origin}/api/checklists/${checklistId}`;
  const probe = await fetch(url, { headers: { cookie } });
  // The page's compact answer (decision 054), expanded as the web does.
  const body = expandChecklistBoard((await probe.json()) as ChecklistBoard);
  if (body.taskCount !== CHECKLIST_GROUPS * CHECKLIST_TASKS_PER_GROUP) {
    throw new Error(`expected ${CHECKLIST_GROUPS * CHECKLIST_TASKS_PER_GROUP} tasks, got ${body.taskCount}`);
  }
  // The goal is on the JSON: the body as fetch gives it, decompressed. (Its Content-Length is the compressed size
  // since the answer is compressed in one call, decision 063; before, it was streamed without one.)
  const compressed = await fetch(url, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
  const responseBytes = (await compressed.arrayBuffer()).byteLength;

  const statements = await countQueries(app, () =>
    fetch(url, { headers: { cookie } }).then((r) => r.arrayBuffer()),
  );

  const scoped = <T extends typeof checklistGroups | typeof checklistTasks | typeof checklistSubTasks>(
    table: T,
  ) => and(eq(table.companyId, companyId), eq(table.checklistId, checklistId));
  const rawLoad = () =>
    Promise.all([
      db.select().from(checklistGroups).where(scoped(checklistGroups)),
      db.select().from(checklistTasks).where(scoped(checklistTasks)),
      db.select().from(checklistSubTasks).where(scoped(checklistSubTasks)),
    ]);
  for (const [title, table] of [
    ['its groups', checklistGroups],
    ['its tasks', checklistTasks],
    ['its subtasks', checklistSubTasks],
  ] as const) {
    printPlan(
      `the checklist, ${title}`,
      await explainInCompany(db, companyId, db.select().from(table).where(scoped(table))),
    );
  }

  // Moves: a random task to after a random task of a random group (or first), as a drag would.
  const groups = body.groups;
  const taskIds = groups.flatMap((group) => group.tasks.map((task) => task.id));
  const where = new Map(groups.flatMap((group) => group.tasks.map((task) => [task.id, group.id] as const)));
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const headers = { cookie, 'content-type': 'application/json', origin };
  const move = async () => {
    const taskId = taskIds[random(taskIds.length)]!;
    const after = taskIds[random(taskIds.length)]!;
    const groupId = after === taskId ? where.get(taskId)! : where.get(after)!;
    const response = await fetch(`${url}/tasks/${taskId}/move`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ groupId, afterId: after === taskId ? null : after }),
    });
    if (response.status !== 200)
      throw new Error(`move answered ${response.status}: ${await response.text()}`);
    where.set(taskId, groupId);
  };
  // The raw floor of a move: one row's position rewritten (to itself, so the keys stay valid).
  const rawMove = async () => {
    const taskId = taskIds[random(taskIds.length)]!;
    await db
      .update(checklistTasks)
      .set({ position: sql`${checklistTasks.position}` })
      .where(and(eq(checklistTasks.companyId, companyId), eq(checklistTasks.id, taskId)));
  };

  await measureLoop('warm-up', rawLoad, { seconds: options.warmUpSeconds, concurrency: 1 });
  await measureHttp('warm-up', url, { seconds: options.warmUpSeconds, connections: 1, headers: { cookie } });
  const rawLoadFigure = await measureLoop('raw SQL read of the 3 tables', rawLoad, {
    seconds: options.seconds,
    concurrency: 1,
  });
  const load = await measureHttp(
    `GET /api/checklists/:id (${CHECKLIST_GROUPS}×${CHECKLIST_TASKS_PER_GROUP})`,
    url,
    {
      seconds: options.seconds,
      connections: 1,
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    },
  );
  await measureLoop('warm-up', move, { seconds: options.warmUpSeconds, concurrency: 1 });
  const rawMoveFigure = await measureLoop('raw SQL update of one position', rawMove, {
    seconds: options.seconds,
    concurrency: 1,
  });
  const moveFigure = await measureLoop('POST …/tasks/:taskId/move', move, {
    seconds: options.seconds,
    concurrency: 1,
  });
  return {
    rawLoad: rawLoadFigure,
    load,
    rawMove: rawMoveFigure,
    move: moveFigure,
    responseBytes,
    statements,
  };
}
