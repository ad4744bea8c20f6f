/** Words of the attendance rule and leave screens (entity labels live in the shared dictionaries). */
export const attendanceAdmin = {
  leave: {
    person: '请假人',
  },
};
