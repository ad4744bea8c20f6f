import type { DictShape } from '@kg/domain';
import type { mealsScreens as source } from '../zh-CN/meals';

export const mealsScreens: DictShape<typeof source> = {
  recipe: {
    dayMeals: '按天編輯食譜',
    weekMenu: '每週食譜',
    editDay: '編輯當天',
  },
  addRecipe: {
    day: '日期',
    existing: '這一天已有食譜：儲存將修改它',
    creating: '這一天還沒有食譜：至少填寫一餐',
    saved: '食譜已儲存',
  },
  week: {
    week: '週',
    meal: '餐次',
    copyPrevious: '複製上週食譜',
    copyTitle: '複製上週食譜？',
    overwrite: '覆蓋本週',
    copied: '已複製 {{count}} 天的食譜',
    fill: '填寫',
    editCell: '{{day}} {{meal}}',
  },
  timetable: {
    className: '班級',
    week: '週',
    chooseClass: '請先選擇班級',
    period: '第 {{n}} 節',
    edit: '編輯課程表',
    save: '儲存',
    cancel: '取消',
    saved: '課程表已儲存',
    copy: '複製到其他班級或週',
    copyTitle: '複製本週課程表',
    toClass: '目標班級',
    toWeek: '目標週',
    overwriteTitle: '覆蓋目標週的課程？',
    overwrite: '覆蓋',
    copied: '已複製 {{count}} 節課',
    subject: '課程',
    teacher: '教師（選填）',
    periods: '課節設定',
    export: '匯出',
    open: '課程表',
  },
};
