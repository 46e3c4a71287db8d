export * from './eligibility';
export * from './requirement-actions';
export * from './revenue';
