/**
 * Flows as steps: a flow is a named list of steps over one state object; a step may declare the
 * compensation that undoes its outside effect. When a later step fails (throws, or ends the flow
 * with `undo`), the compensations of the steps that completed run in reverse order, each once, in
 * one place: here. A step that fails undoes its own partial work; its compensation does not run.
 * Work inside one database transaction is one step whose rollback is its compensation.
 */

/** How a step ends the flow early: `stop` keeps what ran, `undo` compensates it first. */
export type StepEnd<A> = { readonly end: 'stop' | 'undo'; readonly answer: A };

export interface Step<S, A> {
  readonly name: string;
  /** The step's work on the flow's state; returns nothing to go on, or `stop(answer)` / `undo(answer)` to end the flow. */
  readonly run: (state: S) => Promise<StepEnd<A> | void>;
  /** Undoes the step's effect once a later step failed. */
  readonly compensate?: (state: S) => Promise<void>;
}

export interface Flow<S, A> {
  readonly name: string;
  readonly steps: readonly Step<S, A>[];
  /** The answer once every step ran. */
  readonly answer: (state: S) => A | Promise<A>;
}

export interface FlowOptions {
  /**
   * A compensation that throws is reported here and the others still run. Without it, once every
   * compensation ran, their errors are thrown together (an AggregateError whose cause is the step's).
   */
  compensationFailed?: (flow: string, step: string, error: unknown) => void;
}

/** Ends the flow with `answer`; the steps that ran stand. */
export function stop<A>(answer: A): StepEnd<A> {
  return { end: 'stop', answer };
}

/** Ends the flow with `answer` after the completed steps' compensations ran. */
export function undo<A>(answer: A): StepEnd<A> {
  return { end: 'undo', answer };
}

/** A flow is declared once, with its steps in order. */
export function flow<S, A>(name: string, steps: readonly Step<S, A>[], answer: (state: S) => A | Promise<A>): Flow<S, A> {
  return { name, steps, answer };
}

/**
 * Runs the steps in order. A step that throws: the completed steps are compensated in reverse and
 * the error is thrown on. A step that answers `undo`: the same, then the flow answers its answer.
 */
export async function runFlow<S, A>(definition: Flow<S, A>, state: S, options: FlowOptions = {}): Promise<A> {
  const completed: Step<S, A>[] = [];
  for (const step of definition.steps) {
    let ended: StepEnd<A> | void;
    try {
      ended = await step.run(state);
    } catch (error) {
      await compensate(definition.name, completed, state, options, error);
      throw error;
    }
    if (ended?.end === 'stop') return ended.answer;
    if (ended?.end === 'undo') {
      await compensate(definition.name, completed, state, options, undefined);
      return ended.answer;
    }
    completed.push(step);
  }
  return definition.answer(state);
}

async function compensate<S, A>(name: string, completed: readonly Step<S, A>[], state: S, options: FlowOptions, cause: unknown): Promise<void> {
  const failed: unknown[] = [];
  for (const step of [...completed].reverse()) {
    if (!step.compensate) continue;
    try {
      await step.compensate(state);
    } catch (error) {
      if (options.compensationFailed) options.compensationFailed(name, step.name, error);
      else failed.push(error);
    }
  }
  if (failed.length > 0) throw new AggregateError(failed, `${name}: ${failed.length} compensation(s) failed`, { cause });
}
