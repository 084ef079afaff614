import type { Program } from './listed-entity';

/**
 * Hands out one Program object per program id so the thousands of entities of a regime share it;
 * a list holds a few dozen programs but ten thousand entities.
 */
export class ProgramCache {
  private readonly programs = new Map<string, Program>();

  get(programId: string, make: () => Omit<Program, 'programId'>): Program {
    let program = this.programs.get(programId);
    if (!program) {
      program = { programId, ...make() };
      this.programs.set(programId, program);
    }
    return program;
  }
}
