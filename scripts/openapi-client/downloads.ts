// What an integrator's client, generated from api/openapi.json by an outside generator
// (@hey-api/openapi-ts), makes of the file downloads: a report and an image are bytes (Blob or
// File), their errors the API's error shape. Type-checked only (scripts/openapi-client.mjs): a
// document that stops declaring a download's content makes `data` unknown and this file fail.
import {
  type ApiErrorDto,
  downloadTicketImage,
  exportAccessLocal,
  getCalendarFeed,
} from 'openapi-client';

/** Compiles only when A and B are the same type (`unknown` and `any` included). */
type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(): T | undefined => undefined;

export async function downloads() {
  const report = await exportAccessLocal({
    query: { accessAtFrom: '2026-03-01', accessAtTo: '2026-03-31' },
    parseAs: 'blob',
  });
  assertType<Equals<typeof report.data, Blob | File | undefined>>();
  assertType<Equals<typeof report.error, ApiErrorDto | undefined>>();

  const image = await downloadTicketImage({ path: { id: 1 }, parseAs: 'blob' });
  assertType<Equals<typeof image.data, Blob | File | undefined>>();
  assertType<Equals<typeof image.error, ApiErrorDto | undefined>>();

  const calendar = await getCalendarFeed({ path: { token: 'x'.repeat(43) }, parseAs: 'text' });
  assertType<Equals<typeof calendar.data, string | undefined>>();
  return { report, image, calendar };
}
