import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/da.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date rule in Kollega runs in Danish time, whatever the server's or browser's own zone is. */
export const DANISH_TIME_ZONE = 'Europe/Copenhagen';
export const DANISH_LOCALE = 'da-DK';

/** dayjs with the utc and timezone plugins loaded and the Danish locale available. */
export { dayjs };
