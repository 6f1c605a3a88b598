export { main } from './main';
export { DEFAULT_DATA_DIR, RUNTIME_FILE } from './connection';
