// Uploaded documents (employee documents, agreement attachments): one set of limits, one magic-byte check.

export * from './accepted-document';
export * from './document-name';
export * from './document-type';
export * from './read-document-upload';
export * from './store-then-record';
