export * from './health.documents';
export * from './subject.documents';
export * from './sanction.documents';
export * from './site.documents';
