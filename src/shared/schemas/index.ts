export * from './fields';
export * from './auth';
export * from './chapters';
export * from './contact';
export * from './members';
export * from './admin';
export * from './cards';
export * from './registration';
