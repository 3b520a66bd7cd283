import type { HrContact } from '@kollega/domain';
import type { Db } from '../../../db/database';
import { hrContacts } from '../../../db/schema/index';
import { toHrContact } from './hr-contact-record';

const danish = new Intl.Collator('da');

/** GET /api/admin/hr-contacts: the platform's HR contacts, by name ('Ingen valgt' is the web's first option). */
export async function listHrContacts(deps: { db: Db }): Promise<{ contacts: HrContact[] }> {
  const rows = await deps.db.select().from(hrContacts);
  return {
    contacts: rows
      .map(toHrContact)
      .sort((a, b) => danish.compare(a.name, b.name) || a.id.localeCompare(b.id)),
  };
}
