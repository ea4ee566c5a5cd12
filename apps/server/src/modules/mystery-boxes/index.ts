/** What other areas may use of mystery boxes: selling commits a box sale's reveal order from the series and counts the boxes opened. */
import { mysteryBoxesRepo } from './mystery-boxes.repo.ts';

export const boxSeries = mysteryBoxesRepo.series;
export const countBoxesRevealed = mysteryBoxesRepo.countRevealed;
