// A worker thread's entry (decision 035): computes the day ledgers of Overblik's export and builds its workbook
// from the rows the job read, so a background export's seconds of ledger and exceljs work do not hold the
// server's event loop, and with it every other company's requests.
import { parentPort } from 'node:worker_threads';
import { type OverviewExportRows, overviewWorkbook } from '../features/timereg/overview/overview-workbook';

parentPort?.on('message', async (rows: OverviewExportRows) => {
  try {
    const file = await overviewWorkbook(rows);
    parentPort?.postMessage({ file });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
