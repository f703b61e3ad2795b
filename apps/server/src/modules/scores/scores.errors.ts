import { AppError, message } from '../../lib/errors';

/** Undo with no score or period change left. */
export class NothingToUndo extends AppError {
  constructor() {
    super(409, 'SCORE_NOTHING_TO_UNDO', message('SCORE_NOTHING_TO_UNDO'));
  }
}

/** A -1 on a side at 0. */
export class ScoreBelowZero extends AppError {
  constructor() {
    super(409, 'SCORE_BELOW_ZERO', message('SCORE_BELOW_ZERO'));
  }
}
