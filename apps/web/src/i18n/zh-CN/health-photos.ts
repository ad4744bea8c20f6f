/** The photo pages of the morning check (spec: preparePhoto, manualCheckPhotoDetail, historyMorningCheckPhotos, doctorMessagesDetail, mon-aft-healthDetail). */
export const healthPhotos = {
  wall: {
    title: '晨检照片复核',
    flagged: '只看异常和待复核',
    none: '这一天还没有晨午检记录',
    noneFlagged: '这一天没有异常或待复核的检查',
    summary: '共 {{count}} 条检查，其中待复核 {{pending}} 条',
  },
  review: {
    noCheck: '未指定要复核的检查',
    remaining: '还有 {{count}} 条待复核',
    skip: '下一条',
  },
  history: {
    title: '晨检照片历史',
    link: '历史照片',
    child: '幼儿',
    chooseChild: '请选择幼儿',
    none: '该月没有检查记录',
  },
  message: {
    title: '医生留言详情',
    check: '留言所针对的检查',
    none: '未指定留言',
    detail: '详情',
  },
  day: {
    title: '晨午检详情',
    child: '幼儿',
    number: '学号',
    notChecked: '未检',
    photos: '照片 {{count}} 张',
  },
};
