import { RECRUITMENT_PORTAL_URL, type RecruitmentPage } from '@kollega/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, hrContacts, recruitmentServices } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';

/**
 * GET /api/recruitment: /rekruttering for the caller's company (time-registration §2, §9). Freemium gets the
 * services without prices ('Kontakt os for pris'); premium the normal price, the portal status and the HR
 * contact; premiumplus also the 20 % lower price. Contact details only on paid plans.
 */
export async function getRecruitment(deps: { db: Db }, ctx: AdminContext): Promise<RecruitmentPage> {
  const plan = ctx.subscription?.plan ?? 'freemium';
  const paid = plan !== 'freemium';
  const [[company], services] = await Promise.all([
    deps.db
      .select({
        activated: companies.recruitmentPlatformActivated,
        contactName: hrContacts.name,
        contactTitle: hrContacts.title,
        contactEmail: hrContacts.email,
        contactPhone: hrContacts.phone,
        contactId: hrContacts.id,
        contactPhotoKey: hrContacts.photoKey,
        contactUpdatedAt: hrContacts.updatedAt,
      })
      .from(companies)
      .leftJoin(hrContacts, eq(hrContacts.id, companies.hrContactId))
      .where(eq(companies.id, ctx.companyId)),
    deps.db.select().from(recruitmentServices).orderBy(asc(recruitmentServices.sortOrder)),
  ]);
  const activated = paid && (company?.activated ?? false);
  return {
    plan,
    portalActivated: activated,
    portalUrl: activated ? RECRUITMENT_PORTAL_URL : null,
    contact:
      paid && company?.contactId && company.contactName !== null
        ? {
            name: company.contactName,
            title: company.contactTitle ?? '',
            email: company.contactEmail || null,
            phone: company.contactPhone || null,
            photoUrl:
              company.contactPhotoKey && company.contactUpdatedAt
                ? `/api/hr-contacts/${company.contactId}/photo?v=${company.contactUpdatedAt.getTime()}`
                : null,
          }
        : null,
    services: services.map((service) => ({
      id: service.id,
      title: service.title,
      description: service.description,
      priceNormalKr: paid ? service.priceNormalKr : null,
      pricePremiumplusKr: plan === 'premiumplus' ? service.pricePremiumplusKr : null,
    })),
  };
}
