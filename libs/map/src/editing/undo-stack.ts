/**
 * Undo and redo within one editing session: a list of snapshots with a cursor. The first
 * snapshot is the state the session started from; every change pushes the state after it
 * (and drops what could have been redone).
 */
export class UndoStack<T> {
  private states: T[];
  private cursor = 0;

  constructor(
    initial: T,
    private readonly limit = 200,
  ) {
    this.states = [initial];
  }

  get current(): T {
    return this.states[this.cursor];
  }

  get canUndo(): boolean {
    return this.cursor > 0;
  }

  get canRedo(): boolean {
    return this.cursor < this.states.length - 1;
  }

  /** Records the state after a change; the oldest ones go beyond `limit`. */
  push(state: T): void {
    this.states = this.states.slice(0, this.cursor + 1);
    this.states.push(state);
    if (this.states.length > this.limit) this.states.splice(0, this.states.length - this.limit);
    this.cursor = this.states.length - 1;
  }

  /** The state before the last change (undefined when there is none). */
  undo(): T | undefined {
    if (!this.canUndo) return undefined;
    this.cursor -= 1;
    return this.states[this.cursor];
  }

  /** The state the last undo went back from (undefined when there is none). */
  redo(): T | undefined {
    if (!this.canRedo) return undefined;
    this.cursor += 1;
    return this.states[this.cursor];
  }

  /** Starts again from `initial` (after a save or a cancel). */
  reset(initial: T): void {
    this.states = [initial];
    this.cursor = 0;
  }
}
