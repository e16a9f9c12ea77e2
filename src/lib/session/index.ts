export * from './store';
export { useSession } from './use-session';
