// 'Download til kalender': the agreement's iCalendar file.
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { agreementHelpers } from './agreement-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup } = agreementHelpers(() => app);

describe('agreements', () => {
  it('downloads a valid iCalendar file, read back by an independent parser', async () => {
    const { create, cookie } = await setup();
    const agreement = (await create()).json();
    await call(app, 'PUT', `/api/agreements/${agreement.id}/notes`, {
      cookie,
      payload: { notes: 'HEMMELIG NOTE' },
    });
    const response = await call(app, 'GET', `/api/agreements/${agreement.id}/calendar.ics`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const text = response.body;
    expect(text).not.toContain('HEMMELIG');
    expect(text).toMatch(/DTSTART;TZID=Europe\/Copenhagen:20300615T100000/);
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(text).toContain('BEGIN:VTIMEZONE');

    const parsed = nodeIcal.sync.parseICS(text);
    const events = Object.values(parsed).filter((item) => item?.type === 'VEVENT') as VEvent[];
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.uid).toBe(`agreement-${agreement.id}@localhost`);
    expect(event.summary).toBe('MUS med Anne');
    expect(event.location).toBe('Mødelokale 1');
    expect(new Date(event.start).toISOString()).toBe('2030-06-15T08:00:00.000Z');
    expect(new Date(event.end ?? 0).getTime() - new Date(event.start).getTime()).toBe(3_600_000);
    expect(String(event.description)).toMatch(new RegExp(`/aftaler/${agreement.id}$`));

    // The same UID every time: a calendar updates the event instead of adding another.
    const again = await call(app, 'GET', `/api/agreements/${agreement.id}/calendar.ics`, { cookie });
    expect(again.body).toContain(`UID:agreement-${agreement.id}@localhost`);
    expect(ICAL.parse(again.body)).toBeTruthy();
  });

  it('names the organizer and attendees, has no calendar name, and a safe file name (issue 24)', async () => {
    const { create, cookie, anne, bo, owner, form } = await setup();
    const agreement = (await create({ ...form, title: '<b>1 til 1</b> med Niels / Q4: "ny"' })).json();
    const response = await call(app, 'GET', `/api/agreements/${agreement.id}/calendar.ics`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('X-WR-CALNAME');
    const event = new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent')!;
    const organizer = event.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe(`mailto:${owner.email}`);
    expect(organizer.getParameter('cn')).toBe(`${owner.firstName} ${owner.lastName}`);
    const attendees = event
      .getAllProperties('attendee')
      .map((property) => [property.getFirstValue(), property.getParameter('cn')]);
    expect(attendees).toEqual([
      [`mailto:${anne.email}`, 'Anne Hansen'],
      [`mailto:${bo.email}`, 'Bo Berg'],
    ]);
    const disposition = String(response.headers['content-disposition']);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('1 til 1 med Niels Q4 ny.ics');

    const plain = (await create({ ...form, title: '1 til 1 med Niels - Q4' })).json();
    const plainFile = await call(app, 'GET', `/api/agreements/${plain.id}/calendar.ics`, { cookie });
    expect(String(plainFile.headers['content-disposition'])).toContain(
      'filename="1 til 1 med Niels - Q4.ics"',
    );

    const feed = (await call(app, 'POST', '/api/agreements/calendar-feed', { cookie })).json();
    expect((await call(app, 'GET', new URL(feed.httpsUrl).pathname)).body).toContain(
      'X-WR-CALNAME:Kollega: Møder og aftaler',
    );
  });
});
