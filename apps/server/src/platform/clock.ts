/**
 * Where the server reads the current instant for "today" (a kindergarten's school day, the hour
 * within it): handed to the modules with their deps, so that a test can fix the day it plays.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
