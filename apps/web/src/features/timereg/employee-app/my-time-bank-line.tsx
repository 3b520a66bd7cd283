import { useMyTimeBank } from '../api/time-bank';
import { TimeBankFigures } from './time-bank-line';

/** The employee app's afspadsering bank (decision 052), under the week's plus/minus. */
export function MyTimeBankLine() {
  return <TimeBankFigures bank={useMyTimeBank().data} />;
}
