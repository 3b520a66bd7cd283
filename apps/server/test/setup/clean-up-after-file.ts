import { afterAll } from 'vitest';
import { runFileCleanups } from '../helpers/file-cleanup';

// Registered while the file is collected, first, so it runs after the file's own afterAll hooks (they run in
// reverse order): whatever the tests opened or created is closed and removed before the next file starts.
afterAll(runFileCleanups);
