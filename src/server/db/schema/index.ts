// Every table, one file per module. Add a module's tables with one export line.

export * from './admin';
export * from './auth';
export * from './competitions';
export * from './corporate-actions';
export * from './feedback';
export * from './games';
export * from './jobs';
export * from './leagues';
export * from './learning-path';
export * from './onboarding';
export * from './options';
export * from './profile';
export * from './progress';
export * from './rankings';
export * from './risk';
export * from './trading';
export * from './tutor';
