import { agreementDateTime, DANISH_TIME_ZONE } from '@kollega/domain';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ICAL from 'ical.js';

/** hr-core §7: a calendar event lasts one hour. */
const EVENT_HOURS = 1;

/** Someone an event names: ORGANIZER or ATTENDEE, by work e-mail. */
export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarAgreement {
  id: string;
  title: string;
  location: string;
  startsAt: Date;
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
  /** iTIP's SEQUENCE of an invitation (issue 26): 0 when booked, raised by each change. */
  sequence?: number;
  /** A cancelled meeting (STATUS:CANCELLED, with METHOD:CANCEL). */
  cancelled?: boolean;
}

function addPerson(event: ICAL.Component, kind: 'organizer' | 'attendee', person: CalendarPerson): void {
  const property = new ICAL.Property(kind, event);
  property.setValue(`mailto:${person.email}`);
  if (person.name) property.setParameter('cn', person.name);
  if (kind === 'attendee') {
    property.setParameter('role', 'REQ-PARTICIPANT');
    property.setParameter('partstat', 'NEEDS-ACTION');
  }
  event.addProperty(property);
}

/** The Danish time zone's VTIMEZONE, parsed once: the library's data, not ours. */
let danishZone: { component: ICAL.Component; timezone: ICAL.Timezone } | undefined;
function danishTimeZone() {
  if (!danishZone) {
    const text = getVtimezoneComponent(DANISH_TIME_ZONE);
    if (!text) throw new Error(`no VTIMEZONE for ${DANISH_TIME_ZONE}`);
    const component = new ICAL.Component(ICAL.parse(text));
    danishZone = { component, timezone: new ICAL.Timezone(component) };
  }
  return danishZone;
}

function danishTime(instant: Date, timezone: ICAL.Timezone): ICAL.Time {
  const { date, time } = agreementDateTime(instant);
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const seconds = instant.getUTCSeconds();
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: seconds }, timezone);
}

/**
 * An iCalendar file (RFC 5545) of agreements, built with ical.js (decision 022): a stable UID per agreement,
 * DTSTAMP in UTC, DTSTART/DTEND with TZID=Europe/Copenhagen and its VTIMEZONE, one hour, SUMMARY, LOCATION and
 * a DESCRIPTION that holds only the link to the agreement, never its notes or summary. A feed has a name
 * (X-WR-CALNAME, the calendar it subscribes to); a single event's file has none (issue 24), else calendar apps
 * import it as a new calendar named after the meeting.
 */
export function agreementCalendar(
  items: CalendarAgreement[],
  options: { baseUrl: string; name?: string; now?: Date; method?: 'PUBLISH' | 'REQUEST' | 'CANCEL' },
): string {
  const { component: zoneComponent, timezone } = danishTimeZone();
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Kollega//Møder og aftaler//DA');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  // PUBLISH for the download and the feed; an invitation by e-mail is iTIP's REQUEST, its cancellation CANCEL.
  calendar.updatePropertyWithValue('method', options.method ?? 'PUBLISH');
  if (options.name) calendar.updatePropertyWithValue('x-wr-calname', options.name);
  calendar.addSubcomponent(ICAL.Component.fromString(zoneComponent.toString()));
  const stamp = ICAL.Time.fromJSDate(options.now ?? new Date(), true);
  const host = new URL(options.baseUrl).hostname;
  for (const item of items) {
    const event = new ICAL.Event(new ICAL.Component('vevent'));
    event.uid = `agreement-${item.id}@${host}`;
    event.component.addPropertyWithValue('dtstamp', stamp);
    event.startDate = danishTime(item.startsAt, timezone);
    event.endDate = danishTime(new Date(item.startsAt.getTime() + EVENT_HOURS * 3_600_000), timezone);
    event.summary = item.title;
    if (item.location) event.location = item.location;
    const link = new URL(`/aftaler/${item.id}`, options.baseUrl).toString();
    event.description = link;
    event.component.addPropertyWithValue('url', link);
    if (item.sequence !== undefined) event.component.addPropertyWithValue('sequence', item.sequence);
    if (item.cancelled) event.component.addPropertyWithValue('status', 'CANCELLED');
    if (item.organizer) addPerson(event.component, 'organizer', item.organizer);
    for (const attendee of item.attendees ?? []) addPerson(event.component, 'attendee', attendee);
    calendar.addSubcomponent(event.component);
  }
  return calendar.toString();
}
