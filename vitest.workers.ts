/**
 * Test files run at a time in every Vitest project (two: CI's two cores, where Vitest's default
 * is one; the whole tree ran 1,002 s -> 611 s). One value for all projects: Vitest runs projects
 * with the same group order in one pool and refuses different maxWorkers there.
 */
export const MAX_WORKERS = 2;
