export * from './health.documents';
export * from './subject.documents';
