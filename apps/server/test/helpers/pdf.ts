/** The smallest file the servers take as a PDF (its `%PDF-` signature and an end-of-file marker). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
