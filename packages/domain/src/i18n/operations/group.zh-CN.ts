/** Operations' groups (issue 18): the server's messages and the export's words; the source language. */
export const kigGroupTextZhCN = {
  kigGroup: {
    noAgent: '该幼儿园没有所属代理商，不能移出集团',
    otherAgent: '只能调整到本代理商的集团',
    sheetTitle: '集团与幼儿园（{{date}}）',
    fileName: '集团与幼儿园',
    groupsCaption: '集团的幼儿园',
    historyCaption: '隶属记录',
    group: '集团',
    groupCode: '集团编码',
    agent: '代理商',
    kigCode: '幼儿园编码',
    kigName: '幼儿园',
    since: '加入时间',
    fromAt: '开始',
    toAt: '结束',
    movedInBy: '调入人',
    movedOutBy: '调出人',
    total: '合计',
  },
} as const;
