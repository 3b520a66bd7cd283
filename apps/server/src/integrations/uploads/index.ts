// Uploaded documents (employee documents, agreement attachments): one set of limits, one magic-byte check.
export * from './document-name';
export * from './document-type';
export * from './read-document-upload';
