/** Labels of the recipe and timetable entities (source language). */
export const mealsZhCN = {
  recipe: {
    title: '食谱',
    fields: {
      kigId: '幼儿园',
      day: '日期',
      breakfastName: '早餐',
      breakfastPhoto: '早餐图片',
      breakfastDescription: '早餐说明',
      morningSnackName: '上午加餐',
      morningSnackPhoto: '上午加餐图片',
      morningSnackDescription: '上午加餐说明',
      lunchName: '午餐',
      lunchPhoto: '午餐图片',
      lunchDescription: '午餐说明',
      afternoonSnackName: '下午加餐',
      afternoonSnackPhoto: '下午加餐图片',
      afternoonSnackDescription: '下午加餐说明',
      dinnerName: '晚餐',
      dinnerPhoto: '晚餐图片',
      dinnerDescription: '晚餐说明',
    },
  },
  timetableSetting: {
    title: '课节设置',
    fields: { kigId: '幼儿园', periods: '课节' },
  },
};

/** Messages and sheet texts of recipes and timetables (source language). */
export const mealsTextZhCN = {
  meal: { breakfast: '早餐', morningSnack: '上午加餐', lunch: '午餐', afternoonSnack: '下午加餐', dinner: '晚餐' },
  recipe: {
    needsAMeal: '至少填写一餐',
    overwriteWarning: '复制将覆盖本周已有的食谱，确认后才会覆盖',
    previousEmpty: '上一周没有食谱可复制',
  },
  timetable: {
    periodOverLimit: '超出本园设置的课节数',
    dayOutsideWeek: '日期不在所选的一周内',
    duplicateCell: '同一天同一课节只能有一节课',
    overwriteWarning: '复制将覆盖目标周已有的课程，确认后才会覆盖',
    sameWeek: '不能复制到同一班级的同一周',
    sheetTitle: '{{className}}课程表（{{weekStart}} 起）',
    period: '第 {{n}} 节',
  },
  weekday: { 1: '星期一', 2: '星期二', 3: '星期三', 4: '星期四', 5: '星期五', 6: '星期六', 7: '星期日' },
};
