import { desc, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { mailOutbox } from '../../src/db/schema/index';

/** The newest e-mail to `to`, and the /email-action-handler link in it. */
export async function latestMail(app: App, to: string) {
  const [mail] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  const link = /(https?:\/\/\S+\/email-action-handler\?\S+)/.exec(mail.text)?.[1];
  const url = link ? new URL(link) : undefined;
  return { mail, link, mode: url?.searchParams.get('mode'), token: url?.searchParams.get('oobCode') ?? '' };
}
