// Uploaded documents (employee documents, agreement and equipment attachments): one set of limits, one
// magic-byte check, one most files per owner.

export * from './accepted-document';
export * from './document-name';
export * from './document-type';
export * from './file-count';
export * from './read-document-upload';
export * from './store-then-record';
