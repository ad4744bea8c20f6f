import type { DictShape } from '../types.js';
import type { mealsTextZhCN, mealsZhCN } from './meals.zh-CN.js';

export const mealsZhTW: DictShape<typeof mealsZhCN> = {
  recipe: {
    title: '食譜',
    fields: {
      kigId: '幼兒園',
      day: '日期',
      breakfastName: '早餐',
      breakfastPhoto: '早餐圖片',
      breakfastDescription: '早餐說明',
      morningSnackName: '上午點心',
      morningSnackPhoto: '上午點心圖片',
      morningSnackDescription: '上午點心說明',
      lunchName: '午餐',
      lunchPhoto: '午餐圖片',
      lunchDescription: '午餐說明',
      afternoonSnackName: '下午點心',
      afternoonSnackPhoto: '下午點心圖片',
      afternoonSnackDescription: '下午點心說明',
      dinnerName: '晚餐',
      dinnerPhoto: '晚餐圖片',
      dinnerDescription: '晚餐說明',
    },
  },
  timetableSetting: {
    title: '課節設定',
    fields: { kigId: '幼兒園', periods: '課節' },
  },
};

export const mealsTextZhTW: DictShape<typeof mealsTextZhCN> = {
  meal: { breakfast: '早餐', morningSnack: '上午點心', lunch: '午餐', afternoonSnack: '下午點心', dinner: '晚餐' },
  recipe: {
    needsAMeal: '至少填寫一餐',
    overwriteWarning: '複製將覆蓋本週已有的食譜，確認後才會覆蓋',
    previousEmpty: '上一週沒有食譜可複製',
  },
  timetable: {
    periodOverLimit: '超出本園設定的課節數',
    dayOutsideWeek: '日期不在所選的一週內',
    duplicateCell: '同一天同一課節只能有一節課',
    overwriteWarning: '複製將覆蓋目標週已有的課程，確認後才會覆蓋',
    sameWeek: '不能複製到同一班級的同一週',
    sheetTitle: '{{className}}課程表（{{weekStart}} 起）',
    period: '第 {{n}} 節',
  },
  weekday: { 1: '星期一', 2: '星期二', 3: '星期三', 4: '星期四', 5: '星期五', 6: '星期六', 7: '星期日' },
};
