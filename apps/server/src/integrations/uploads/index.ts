// Uploaded files (employee documents and photos, agreement and equipment files, templates, HR-contact photos):
// one reader of the multipart field with each feature's own limits and errors, one set of document limits and
// magic-byte checks, one most files per owner, and one life of a stored file (file-resource.ts). The multipart
// parser itself is registered once, in plugins/multipart.ts.

export * from './accepted-document';
export * from './document-name';
export * from './document-type';
export * from './file-count';
export * from './file-resource';
export * from './read-document-upload';
export * from './read-upload';
export * from './stored-document';
