import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';

/** The bytes of a file the browser downloaded. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** A downloaded CSV read back by a CSV library, as a spreadsheet would: one object per row. */
export function readCsv(bytes: Buffer): Record<string, string>[] {
  return parse(bytes, { bom: true, columns: true });
}

/** The events of an iCalendar file, read by ical.js as a calendar app would. */
export function readEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((event) => {
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      location: String(event.getFirstPropertyValue('location')),
      start: start.toString(),
      wholeDay: start.isDate,
    };
  });
}
