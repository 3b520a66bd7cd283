import 'dayjs/locale/da';
import dayjs from 'dayjs';

// Danish month and day names, Monday as the first day of the week.
dayjs.locale('da');
