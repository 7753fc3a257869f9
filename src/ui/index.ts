import './theme.css';

export { type StatusState, useServiceStatus } from './use-service-status.ts';
