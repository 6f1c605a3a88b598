export { createThemesService, MIGRATIONS_DIR } from './service';
export type { ThemesRouter } from './router';
