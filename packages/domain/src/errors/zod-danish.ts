import { z } from 'zod';

// Validation messages a schema does not spell out itself come in Danish, on the server and in the browser.
// The spec's own texts ('Email mangler', …) are always given explicitly in the contracts.
z.config(z.locales.da());
