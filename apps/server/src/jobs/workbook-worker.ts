// A worker thread's entry (decision 035): builds Overblik's workbook from plain data, so a background export's
// seconds of exceljs work do not hold the server's event loop, and with it every other company's requests.
import { parentPort } from 'node:worker_threads';
import type { OverviewExportData } from '../features/timereg/overview/export-overview';
import { overviewWorkbook } from '../features/timereg/overview/overview-workbook';

parentPort?.on('message', async (data: OverviewExportData) => {
  try {
    const file = await overviewWorkbook(data.overview, data.companyName, data.people);
    parentPort?.postMessage({ file });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
